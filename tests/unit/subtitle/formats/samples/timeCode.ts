import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/timeCode/.

export const TIME_CODE_SAMPLES: readonly SampleEntry[] = [];
