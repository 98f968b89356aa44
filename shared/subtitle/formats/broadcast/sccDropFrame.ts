// Scenarist Closed Captions Drop Frame: the desktop program lists SCC with drop-frame time codes
// ("hh:mm:ss;ff") as a format of its own. shared/subtitle/formats/scc.ts already reads both kinds
// of time code and writes drop-frame ones, so this is that format under the second name: same
// reader, same writer. Detection leaves every SCC file to scc.ts (it claims them all as surely as
// a detector can); this name is for writing, and for reading when a caller names it.
import { parseScc, writeScc } from '../scc';
import type { SubtitleFormat } from '../types';

const NAME = 'Scenarist Closed Captions Drop Frame';

export const scenaristClosedCaptionsDropFrame: SubtitleFormat = {
  name: NAME,
  extensions: ['.scc'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: () => 0,
  parse: (input) => ({ ...parseScc(input), format: NAME }),
  write: writeScc,
};
