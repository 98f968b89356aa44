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
  { path: 'captionate/sample.xml', format: 'Captionate', canonical: true },
  { path: 'captionate-ms/sample.xml', format: 'Captionate MS', canonical: true },
  { path: 'flash-xml/sample.xml', format: 'Flash Xml', canonical: true },
  { path: 'xml/sample.xml', format: 'Xml', canonical: true },
  { path: 'xml-2/sample.xml', format: 'Xml 2', canonical: true },
  { path: 'ut-subtitle-xml/sample.xml', format: 'UT Subtitle xml', canonical: true },
  {
    path: 'universal-subtitle-format/sample.usf',
    format: 'Universal Subtitle Format',
    canonical: true,
  },
  { path: 'gpac-ttxt/sample.ttxt', format: 'GPAC TTXT', canonical: true },
  { path: 'transcriber-xml/sample.trs', format: 'Transcriber Xml', canonical: true },
  { path: 'matroska-chapters/sample.xml', format: 'Matroska chapters', canonical: true },
  { path: 'film-edit-xml/sample.xml', format: 'Film Edit xml', canonical: true },
  { path: 'youtube-annotations/sample.xml', format: 'YouTube Annotations', canonical: true },
  { path: 'rhozet-harmonic/sample.xml', format: 'Rhozet Harmonic', canonical: true },
  { path: 'xif/sample.xif', format: 'XIF', canonical: true },
];
