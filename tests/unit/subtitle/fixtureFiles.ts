import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AUTHORING_SAMPLES } from './formats/samples/authoring';
import { BROADCAST_SAMPLES } from './formats/samples/broadcast';
import { TIME_CODE_SAMPLES } from './formats/samples/timeCode';
import { TOOL_EXPORT_SAMPLES } from './formats/samples/toolExports';
import type { SampleEntry } from './formats/samples/types';
import { XML_SAMPLES } from './formats/samples/xmlFormats';

// The hand-written sample files under tests/fixtures/subtitles/, read as bytes.

const ROOT = fileURLToPath(new URL('../../fixtures/subtitles/', import.meta.url));

export function fixtureBytes(relativePath: string): Uint8Array {
  return new Uint8Array(readFileSync(ROOT + relativePath));
}

export function fixtureText(relativePath: string): string {
  return new TextDecoder().decode(fixtureBytes(relativePath));
}

/** The samples of the core formats (those listed in shared/subtitle/formats/registry.ts itself). */
const CORE_SAMPLES: readonly SampleEntry[] = [
  { path: 'subrip/basic.srt', format: 'SubRip', canonical: true },
  { path: 'subrip/messy.srt', format: 'SubRip', canonical: false },
  { path: 'webvtt/basic.vtt', format: 'WebVTT', canonical: true },
  { path: 'webvtt/messy.vtt', format: 'WebVTT', canonical: false },
  { path: 'ass/basic.ass', format: 'Advanced Sub Station Alpha', canonical: true },
  { path: 'ass/messy.ass', format: 'Advanced Sub Station Alpha', canonical: false },
  { path: 'ssa/basic.ssa', format: 'Sub Station Alpha', canonical: true },
  { path: 'sbv/basic.sbv', format: 'YouTube sbv', canonical: true },
  { path: 'microdvd/basic.sub', format: 'MicroDVD', canonical: true },
  { path: 'microdvd/nodeclared.sub', format: 'MicroDVD', canonical: false },
  { path: 'subviewer1/basic.sub', format: 'SubViewer 1.0', canonical: true },
  { path: 'subviewer2/basic.sub', format: 'SubViewer 2.0', canonical: true },
  { path: 'mpl2/basic.txt', format: 'MPL2', canonical: true },
  { path: 'lrc/basic.lrc', format: 'LRC', canonical: true },
  { path: 'lrc/multitag.lrc', format: 'LRC', canonical: false },
  { path: 'json/basic.json', format: 'JSON', canonical: true },
  { path: 'csv/basic.csv', format: 'CSV', canonical: true },
];

/** Every sample: the core formats' and each format family's (formats/samples/<family>.ts). */
export const SAMPLES: readonly SampleEntry[] = [
  ...CORE_SAMPLES,
  ...TIME_CODE_SAMPLES,
  ...AUTHORING_SAMPLES,
  ...XML_SAMPLES,
  ...TOOL_EXPORT_SAMPLES,
  ...BROADCAST_SAMPLES,
];
