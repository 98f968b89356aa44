import type { SubtitleFormat } from '../types';

// Time-code text formats of players and small tools (TMPlayer, MPSub, JACOsub, …): one entry each.

export const TIME_CODE_FORMATS: readonly SubtitleFormat[] = [];
