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

// Broadcast caption files, under the desktop program's names: Cavena 890, PAC (Latin and Unicode),
// Cheetah Caption (and its old layout), MacCaption 1.0, the drop-frame name of SCC, Ultech 1.30,
// Ayato and Avid STL. All binary but MacCaption (hex text lines) and SCC.

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
