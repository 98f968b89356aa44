import { describe, expect, it } from 'vitest';
import { encodeText } from '../../../../shared/subtitle/encoding/codecs';
import { decodeDetected, detectBom } from '../../../../shared/subtitle/encoding/detect';
import { normalizeNewLines, withNewLine } from '../../../../shared/subtitle/encoding/newline';

const SRT = '1\r\n00:00:01,000 --> 00:00:02,000\r\nGrüße aus Köln — “ja”\r\n';

describe('encoding detection', () => {
  it('reads UTF-8 without a BOM', () => {
    expect(decodeDetected(encodeText(SRT, 'utf-8'))).toEqual({
      text: SRT,
      encoding: 'utf-8',
      hadBom: false,
    });
  });

  it('follows each BOM, UTF-32 LE before UTF-16 LE', () => {
    for (const code of ['utf-8-bom', 'utf-16le', 'utf-16be', 'utf-32le', 'utf-32be']) {
      const detected = decodeDetected(encodeText(SRT, code));
      expect(detected.text, code).toBe(SRT);
      expect(detected.hadBom).toBe(true);
      expect(detected.encoding).toBe(code === 'utf-8-bom' ? 'utf-8' : code);
    }
    expect(detectBom(new Uint8Array([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0]))?.codec).toBe('utf-32le');
    expect(detectBom(new Uint8Array([0xff, 0xfe, 0x61, 0]))?.codec).toBe('utf-16le');
    expect(detectBom(new Uint8Array([0x61]))).toBeUndefined();
  });

  it('reads Windows Latin text that is not valid UTF-8', () => {
    const text =
      'Un café très “spécial”, naïve déjà vu – voilà. Élève, garçon, façade, œuvre, à bientôt.\r\n'.repeat(
        4,
      );
    const detected = decodeDetected(encodeText(text, 'windows-1252'));
    expect(detected.hadBom).toBe(false);
    expect(detected.encoding).toBe('windows-1252');
    expect(detected.text).toBe(text);
  });
});

describe('new lines', () => {
  it('normalises CRLF and CR to LF and writes the chosen ends', () => {
    expect(normalizeNewLines('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(withNewLine('a\nb', '\r\n')).toBe('a\r\nb');
    expect(withNewLine('a\nb', '\n')).toBe('a\nb');
  });
});
