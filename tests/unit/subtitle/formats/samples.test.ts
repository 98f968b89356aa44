import { describe, expect, it } from 'vitest';
import { decodeDetected } from '../../../../shared/subtitle/encoding/detect';
import { detectFormat, FORMATS, getFormat } from '../../../../shared/subtitle/formats/registry';
import { readSubtitle, writeSubtitle } from '../../../../shared/subtitle/index';
import { fixtureBytes, SAMPLES } from '../fixtureFiles';

// Every hand-written sample: detected as its own format (and no other format is as sure),
// parse → write → parse keeps the paragraphs, and canonical samples write back byte for byte.

function inputOf(path: string): { text: string; bytes: Uint8Array; fileName: string } {
  const bytes = fixtureBytes(path);
  return { text: decodeDetected(bytes).text, bytes, fileName: path.split('/').pop() ?? path };
}

describe.each(SAMPLES)('$path', ({ path, format, canonical, twin }) => {
  it(`is detected as ${format}`, () => {
    expect(detectFormat(inputOf(path))?.name).toBe(format);
  });

  it('is detected as its own format even with a neutral file name', () => {
    // A twin (the same layout exactly) may win on its name when the extension cannot decide.
    const detected = detectFormat({ ...inputOf(path), fileName: 'upload.bin' })?.name;
    expect(twin === undefined ? [format] : [format, twin]).toContain(detected);
  });

  it('is claimed less surely by every other format', () => {
    const input = inputOf(path);
    const own = getFormat(format).detect(input);
    // Strictly less: a tie would leave the choice to the file extension (.sub is shared by three),
    // which only the named twin of an identical layout may do.
    for (const other of FORMATS.filter((f) => f.name !== format && f.canRead)) {
      if (other.name === twin) expect(other.detect(input), other.name).toBeLessThanOrEqual(own);
      else expect(other.detect(input), other.name).toBeLessThan(own);
    }
  });

  it('keeps its paragraphs through write and read again', () => {
    const first = readSubtitle(fixtureBytes(path), path);
    expect(first.paragraphs.length).toBeGreaterThan(0);
    for (const useWindowsNewLine of [false, true]) {
      const written = writeSubtitle(first, format, { encoding: 'utf-8-bom', useWindowsNewLine });
      const second = readSubtitle(written.bytes, written.fileName);
      expect(second.format).toBe(format);
      expect(second.paragraphs).toEqual(first.paragraphs);
      expect(second.header).toEqual(first.header);
    }
  });

  if (canonical) {
    it('writes back the same bytes in its own format', () => {
      const bytes = fixtureBytes(path);
      const subtitle = readSubtitle(bytes, path.split('/').pop() ?? path);
      const written = writeSubtitle(subtitle, format, {
        encoding: 'utf-8',
        useWindowsNewLine: false,
      });
      expect(new TextDecoder().decode(written.bytes)).toBe(new TextDecoder().decode(bytes));
      expect(written.bytes).toEqual(bytes);
    });
  }
});
