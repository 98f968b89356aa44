import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/toolExports/.

export const TOOL_EXPORT_SAMPLES: readonly SampleEntry[] = [];
