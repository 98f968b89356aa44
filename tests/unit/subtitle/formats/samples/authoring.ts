import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/authoring/.

export const AUTHORING_SAMPLES: readonly SampleEntry[] = [];
