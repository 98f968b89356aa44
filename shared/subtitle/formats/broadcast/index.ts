import type { SubtitleFormat } from '../types';

// Broadcast caption files (Cavena 890, PAC, Cheetah CAP, MacCaption, …).

export const BROADCAST_FORMATS: readonly SubtitleFormat[] = [];
