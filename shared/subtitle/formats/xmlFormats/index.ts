import type { SubtitleFormat } from '../types';
import { captionate, captionateMs } from './captionate';
import { filmEditXml } from './filmEditXml';
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
  filmEditXml,
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
