import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/broadcast/.

export const BROADCAST_SAMPLES: readonly SampleEntry[] = [
  { path: 'cavena-890/sample.890', format: 'Cavena 890', canonical: true },
];
