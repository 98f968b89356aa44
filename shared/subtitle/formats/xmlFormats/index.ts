import type { SubtitleFormat } from '../types';
import { captionate, captionateMs } from './captionate';
import { dCinemaInterop, dCinemaSmpte2007, dCinemaSmpte2010, dCinemaSmpte2014 } from './dcinema';
import { FCPXML_FORMATS } from './fcpXml';
import { filmEditXml } from './filmEditXml';
import { finalCutProXml } from './finalCutProXml';
import { flashXml } from './flashXml';
import { gpacTtxt } from './gpacTtxt';
import { matroskaChapters } from './matroskaChapters';
import { rhozetHarmonic } from './rhozetHarmonic';
import { timeXml, timeXml2 } from './timeXml';
import { transcriberXml } from './transcriberXml';
import { TTML_FLAVOURS } from './ttmlFlavours';
import { universalSubtitleFormat } from './universalSubtitleFormat';
import { utSubtitleXml } from './utSubtitleXml';
import { xif } from './xif';
import { youTubeAnnotations } from './youTubeAnnotations';

// The XML family: the TTML flavours beyond the core three (declared through ttml/ttmlFlavour.ts)
// and the documents around a run of cue elements (declared through xmlCueDocument.ts).

export const XML_FORMATS: readonly SubtitleFormat[] = [
  ...TTML_FLAVOURS,
  captionate,
  captionateMs,
  dCinemaInterop,
  dCinemaSmpte2007,
  dCinemaSmpte2010,
  dCinemaSmpte2014,
  filmEditXml,
  finalCutProXml,
  ...FCPXML_FORMATS,
  flashXml,
  gpacTtxt,
  matroskaChapters,
  rhozetHarmonic,
  timeXml,
  timeXml2,
  transcriberXml,
  universalSubtitleFormat,
  utSubtitleXml,
  xif,
  youTubeAnnotations,
];
