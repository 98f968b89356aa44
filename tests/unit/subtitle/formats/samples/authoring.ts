import type { SampleEntry } from './types';

// The samples of the formats in shared/subtitle/formats/authoring/.

export const AUTHORING_SAMPLES: readonly SampleEntry[] = [
  { path: 'dvd-studio-pro/sample.stl', format: 'DVD Studio Pro', canonical: true },
  {
    path: 'dvd-studio-pro-with-space/sample.stl',
    format: 'DVD Studio Pro with space',
    canonical: true,
  },
  {
    path: 'dvd-studio-pro-with-one-space/sample.stl',
    format: 'DVD Studio Pro with one space',
    canonical: true,
  },
  {
    path: 'dvd-studio-pro-with-one-space-semicolon/sample.stl',
    format: 'DVD Studio Pro with one space/semicolon',
    canonical: true,
  },
  {
    path: 'spruce-subtitle-with-space/sample.stl',
    format: 'Spruce Subtitle With Space',
    canonical: true,
  },
  { path: 'sony-dvdarchitect/sample.sub', format: 'Sony DVDArchitect', canonical: true },
  {
    path: 'sony-dvdarchitect-explicit-duration/sample.sub',
    format: 'Sony DVDArchitect Explicit duration',
    canonical: true,
  },
  { path: 'sony-dvdarchitect-tabs/sample.sub', format: 'Sony DVDArchitect Tabs', canonical: true },
  {
    path: 'sony-dvdarchitect-line-numbers/sample.sub',
    format: 'Sony DVDArchitect w. line#',
    canonical: true,
  },
  {
    path: 'sony-dvdarchitect-line-duration/sample.txt',
    format: 'Sony DVDArchitect line/duration',
    canonical: true,
  },
  {
    path: 'sony-dvdarchitect-line-dur-length/sample.txt',
    format: 'Sony DVDArchitect line/dur/length',
    canonical: true,
  },
  // Sony's tab rows count centiseconds, Encore's frames: with no field of 30 or more the rows are
  // the same, and the extension (.txt, .sub) decides.
  {
    path: 'adobe-encore-tabs/sample.txt',
    format: 'Adobe Encore (tabs)',
    canonical: true,
    twin: 'Sony DVDArchitect Tabs',
  },
  {
    path: 'adobe-encore-line-tabs/sample.txt',
    format: 'Adobe Encore (line/tabs)',
    canonical: true,
  },
  {
    path: 'adobe-encore-line-tabs-n/sample.txt',
    format: 'Adobe Encore (line#/tabs/n)',
    canonical: true,
  },
  {
    path: 'adobe-encore-with-line-numbers/sample.txt',
    format: 'Adobe Encore w. line#',
    canonical: true,
  },
  { path: 'scenarist/sample.txt', format: 'Scenarist', canonical: true },
  { path: 'avid-dvd/sample.txt', format: 'Avid DVD', canonical: true },
  { path: 'avid-caption/sample.txt', format: 'Avid Caption', canonical: true },
  {
    path: 'avid-caption-drop-frame/sample.txt',
    format: 'Avid Caption Drop Frame',
    canonical: true,
  },
  { path: 'digibeta/sample.txt', format: 'DigiBeta', canonical: true },
  { path: 'dvd-subtitle-system/sample.txt', format: 'DVD Subtitle System', canonical: true },
  { path: 'titleexchange-pro/sample.txt', format: 'TitleExchange Pro', canonical: true },
  { path: 'pinnacle-impression/sample.txt', format: 'Pinnacle Impression', canonical: true },
  { path: 'ulead/sample.txt', format: 'Ulead subtitle format', canonical: true },
  { path: 'elr-studio-print/sample.txt', format: 'ELR Studio print', canonical: true },
  { path: 'adobe-premiere-markers/sample.csv', format: 'Adobe Premiere Markers', canonical: true },
  { path: 'edl/sample.edl', format: 'EDL', canonical: true },
  {
    path: 'davinci-resolve-marker-edl/sample.edl',
    format: 'DaVinci Resolve Marker EDL',
    canonical: true,
  },
  { path: 'dvdsubtitle/sample.sub', format: 'DVDSubtitle', canonical: true },
  { path: 'structured-titles/sample.txt', format: 'Structured titles', canonical: true },
  { path: 'magic-video-titler/sample.mvt', format: 'Magic Video Titler', canonical: true },
  { path: 'midway-inscriber-cg-x/sample.txt', format: 'Midway Inscriber CG-X', canonical: true },
];
