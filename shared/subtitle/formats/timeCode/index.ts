import type { SubtitleFormat } from '../types';
import {
  fabSubtitler,
  swiftText,
  swiftTextLineNumber,
  swiftTextLineNumberDuration,
  titra,
  utx,
  utxFrames,
} from './blockFormats';
import { jacoSub } from './jacoSub';
import {
  audacityLabels,
  ccExtractorTimedTranscript,
  phoenixSubtitle,
  tmpegEncoderText,
  turboTitler,
  whisperRaw,
  whisperRaw2,
  zeroG,
} from './lineFormats';
import {
  aqTitle,
  macSub,
  pe2,
  quickTimeText,
  tmPlayer,
  vPlayer,
  youTubeTranscript,
  youTubeTranscriptOneLine,
} from './markerFormats';
import { mpSub } from './mpSub';
import { realTime } from './realTime';
import { smartTitler } from './smartTitler';
import { softNiColonSub, softNiSub } from './softNi';

// Time-code text formats of players and small tools (TMPlayer, MPSub, JACOsub, …): one entry each.
// The layouts they share are written once: markers.ts (a time, then the text shown until the next
// time), timedLines.ts (both times and the text on one line) and blocks.ts (a time line and its
// text lines); each format declares its variant in a few lines.

export const TIME_CODE_FORMATS: readonly SubtitleFormat[] = [
  tmPlayer,
  vPlayer,
  youTubeTranscript,
  youTubeTranscriptOneLine,
  aqTitle,
  macSub,
  quickTimeText,
  pe2,
  phoenixSubtitle,
  turboTitler,
  zeroG,
  audacityLabels,
  whisperRaw,
  whisperRaw2,
  ccExtractorTimedTranscript,
  tmpegEncoderText,
  jacoSub,
  swiftText,
  swiftTextLineNumber,
  swiftTextLineNumberDuration,
  titra,
  fabSubtitler,
  utx,
  utxFrames,
  softNiSub,
  softNiColonSub,
  mpSub,
  realTime,
  smartTitler,
];
