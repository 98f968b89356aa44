import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/xmlFormats/.

export const XML_SAMPLES: readonly SampleEntry[] = [];
