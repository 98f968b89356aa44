// Registry detection for the samples of SAMI, the TTML family, EBU STL, Spruce STL, Adobe Encore
// and SCC: each sample goes to its own format whatever else is registered, by content alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat, FORMATS } from '../../../../shared/subtitle/formats/registry';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';

const FIXTURES = new URL('../../../fixtures/subtitles/', import.meta.url);

function fixture(path: string, fileName: string): FormatInput {
  const bytes = new Uint8Array(readFileSync(new URL(path, FIXTURES)));
  return { text: new TextDecoder('utf-8').decode(bytes), bytes, fileName };
}

const SAMPLES: [path: string, format: string][] = [
  ['sami/sample.smi', 'SAMI'],
  ['timed-text/sample.xml', 'Timed Text 1.0'],
  ['dfxp/sample.dfxp', 'DFXP'],
  ['imsc1/sample.ttml', 'IMSC1'],
  ['ebu-stl/sample.stl', 'EBU STL'],
  ['spruce-stl/sample.stl', 'Spruce STL'],
  ['spruce-stl/ntsc.stl', 'Spruce STL'],
  ['adobe-encore/numbered.txt', 'Adobe Encore'],
  ['adobe-encore/plain.txt', 'Adobe Encore'],
  ['adobe-encore/ntsc-drop-frame.txt', 'Adobe Encore'],
  ['scc/sample.scc', 'Scenarist Closed Caption'],
];

describe('registry detection of these formats', () => {
  it('lists each format once', () => {
    for (const name of new Set(SAMPLES.map(([, format]) => format))) {
      expect(FORMATS.filter((format) => format.name === name)).toHaveLength(1);
    }
  });

  it.each(SAMPLES)('%s is detected as %s, whatever its file name', (path, name) => {
    expect(detectFormat(fixture(path, path.split('/').pop() ?? path))?.name).toBe(name);
    expect(detectFormat(fixture(path, 'upload.bin'))?.name).toBe(name);
  });

  it.each(SAMPLES)('%s: every other format gives way', (path, name) => {
    const input = fixture(path, 'upload.bin');
    const own = FORMATS.find((format) => format.name === name)?.detect(input) ?? 0;
    for (const format of FORMATS) {
      if (format.name !== name) expect(format.detect(input), format.name).toBeLessThan(own);
    }
  });
});
