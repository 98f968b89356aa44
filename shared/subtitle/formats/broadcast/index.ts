import type { SubtitleFormat } from '../types';
import { avidStl } from './avidStl';
import { ayato } from './ayato';
import { cavena890 } from './cavena890';
import { cheetahCaption } from './cheetahCaption';
import { cheetahCaptionOld } from './cheetahCaptionOld';
import { macCaption } from './macCaption';
import { pac, pacUnicode } from './pac';
import { scenaristClosedCaptionsDropFrame } from './sccDropFrame';
import { ultech130 } from './ultech130';

// Broadcast caption files (Cavena 890, PAC, Cheetah CAP, MacCaption, …).

export const BROADCAST_FORMATS: readonly SubtitleFormat[] = [
  cavena890,
  pac,
  pacUnicode,
  cheetahCaption,
  cheetahCaptionOld,
  macCaption,
  scenaristClosedCaptionsDropFrame,
  ultech130,
  ayato,
  avidStl,
];
