import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/broadcast/.

export const BROADCAST_SAMPLES: readonly SampleEntry[] = [];
