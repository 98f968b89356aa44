import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { sami } from '../../../../shared/subtitle/formats/sami';
import { samiBodyToText, textToSamiBody } from '../../../../shared/subtitle/formats/sami/samiText';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';

const FIXTURES = new URL('../../../fixtures/subtitles/sami/', import.meta.url);

function fixture(name: string): FormatInput {
  const bytes = new Uint8Array(readFileSync(new URL(name, FIXTURES)));
  return { text: new TextDecoder().decode(bytes), bytes, fileName: name };
}

function textInput(text: string): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName: 'x.smi' };
}

describe('SAMI', () => {
  it('reads the first language class; a caption ends at the next SYNC', () => {
    const subtitle = sami.parse(fixture('sample.smi'));
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 3500, 'Hello & welcome.\nSecond line'],
      [4000, 6000, '<i>Italic</i> and <font color="#ffff00">yellow</font> <tags>'],
      [6000, 8000, 'Follows directly,\nno end marker between'],
      // Nothing follows the last caption: it is given 3 s.
      [9000, 12000, 'Last caption without an end'],
    ]);
    expect(subtitle.paragraphs[0]?.extra).toEqual({ samiClass: 'ENUSCC' });
  });

  it('keeps the head with its styles as header, and the closing tags as footer', () => {
    const subtitle = sami.parse(fixture('sample.smi'));
    expect(subtitle.header?.startsWith('<SAMI>\n<HEAD>\n<TITLE>Sample captions</TITLE>')).toBe(
      true,
    );
    expect(subtitle.header).toContain('.FRFRCC { name: French;');
    expect(subtitle.header?.endsWith('<BODY>\n')).toBe(true);
    expect(subtitle.footer).toBe('</BODY>\n</SAMI>\n');
  });

  it('writes SYNC blocks with end markers only where a gap follows, and round-trips', () => {
    const subtitle = sami.parse(fixture('sample.smi'));
    const written = sami.write(subtitle, { newLine: '\n' }) as string;
    expect(written).toContain(
      '<SYNC Start=1000>\n  <P Class=ENUSCC>Hello &amp; welcome.<br>Second line\n<SYNC Start=3500>\n  <P Class=ENUSCC>&nbsp;\n',
    );
    expect(written).toContain(
      '<SYNC Start=6000>\n  <P Class=ENUSCC>Follows directly,<br>no end marker between\n<SYNC Start=8000>',
    );
    expect(written).toContain('&lt;tags&gt;');
    const again = sami.parse(textInput(written));
    expect(again.paragraphs).toEqual(subtitle.paragraphs);
    // Our own output is canonical: writing it again changes nothing.
    expect(sami.write(again, { newLine: '\n' })).toBe(written);
  });

  it('writes a default header for a subtitle from another format', () => {
    const written = sami.write(
      {
        fileName: 'a.srt',
        format: 'SubRip',
        paragraphs: [{ number: 1, start: 0, end: 500, text: 'a < b' }],
      },
      { newLine: '\r\n' },
    ) as string;
    expect(written).toContain('.ENUSCC { Name: English; lang: en-US; SAMIType: CC; }\r\n');
    expect(written).toContain(
      '<SYNC Start=0>\r\n  <P Class=ENUSCC>a &lt; b\r\n<SYNC Start=500>\r\n',
    );
    expect(written.endsWith('</BODY>\r\n</SAMI>\r\n')).toBe(true);
  });

  it('converts cue bodies: whitespace, <br>, entities, unknown tags dropped', () => {
    expect(samiBodyToText('  a\n  b<BR>c&nbsp;&#233;&#x41;<span>d</span>  ')).toBe('a b\nc éAd');
    expect(samiBodyToText('x < y and no closing')).toBe('x < y and no closing');
    expect(textToSamiBody('<b>R&D</b>\n1 < 2')).toBe('<b>R&amp;D</b><br>1 &lt; 2');
  });

  it('detects SAMI and nothing else', () => {
    expect(sami.detect(fixture('sample.smi'))).toBe(0.98);
    expect(sami.detect(textInput('<tt xmlns="http://www.w3.org/ns/ttml"></tt>'))).toBe(0);
    expect(sami.detect(textInput('<html><body>hi</body></html>'))).toBe(0);
  });

  it('rejects garbage with SubtitleFormatError', () => {
    expect(() => sami.parse(textInput('<SAMI><BODY>no syncs</BODY></SAMI>'))).toThrow(
      SubtitleFormatError,
    );
    expect(() => sami.parse(textInput('<SAMI><BODY><SYNC Start=1'))).toThrow(SubtitleFormatError);
    expect(() => sami.parse(textInput('<SYNC Begin=5><P>x'))).toThrow(SubtitleFormatError);
  });

  it('stays linear on a body of unclosed tags', () => {
    const hostile = `<SAMI><BODY><SYNC Start=1><P Class=A>${'<'.repeat(200000)}`;
    const started = performance.now();
    expect(sami.parse(textInput(hostile)).paragraphs).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
