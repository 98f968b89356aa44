import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/xmlFormats/, and those of the core TTML
// flavours (Timed Text 1.0, DFXP, IMSC1), which the flavours declared here must leave to them.

export const XML_SAMPLES: readonly SampleEntry[] = [
  { path: 'timed-text/sample.xml', format: 'Timed Text 1.0', canonical: false },
  { path: 'dfxp/sample.dfxp', format: 'DFXP', canonical: false },
  { path: 'imsc1/sample.ttml', format: 'IMSC1', canonical: false },
  { path: 'ebu-tt/sample.xml', format: 'EBU-TT', canonical: true },
  { path: 'ebu-tt-d/sample.xml', format: 'EBU-TT-D', canonical: true },
  { path: 'smpte-tt-2052/sample.xml', format: 'SMPTE-TT 2052', canonical: true },
  { path: 'itunes-timed-text/sample.itt', format: 'iTunes Timed Text', canonical: true },
  { path: 'netflix-timed-text/sample.dfxp', format: 'Netflix Timed Text', canonical: true },
  { path: 'timed-text-imsc-1-1/sample.xml', format: 'Timed Text IMSC 1.1', canonical: true },
  { path: 'timed-text-2006-04/sample.xml', format: 'Timed Text draft 2006-04', canonical: true },
  {
    path: 'timed-text-2006-04-ooyala/sample.dfxp',
    format: 'Timed Text draft 2006-04 Ooyala',
    canonical: true,
  },
];
