import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/broadcast/.

export const BROADCAST_SAMPLES: readonly SampleEntry[] = [
  { path: 'cavena-890/sample.890', format: 'Cavena 890', canonical: true },
  { path: 'pac/sample.pac', format: 'PAC (Screen Electronics)', canonical: true },
  { path: 'pac/sample.fpc', format: 'PAC Unicode (UniPac)', canonical: true },
  { path: 'cheetah-caption/sample.cap', format: 'Cheetah Caption', canonical: true },
  { path: 'cheetah-caption/short-records.cap', format: 'Cheetah Caption', canonical: false },
  { path: 'cheetah-caption-old/sample.cap', format: 'Cheetah Caption Old', canonical: true },
  { path: 'mcc/sample.mcc', format: 'MacCaption 1.0', canonical: true },
  { path: 'mcc/dtvcc-only.mcc', format: 'MacCaption 1.0', canonical: false },
  { path: 'ultech-130/sample.ult', format: 'Ultech 1.30 Caption', canonical: true },
  { path: 'ayato/sample.aya', format: 'Ayato', canonical: true },
  { path: 'avid-stl/sample.stl', format: 'Avid STL', canonical: true },
];
