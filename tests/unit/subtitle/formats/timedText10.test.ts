import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { dfxp } from '../../../../shared/subtitle/formats/dfxp';
import { imsc1 } from '../../../../shared/subtitle/formats/imsc1';
import { timedText10 } from '../../../../shared/subtitle/formats/timedText10';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';

const FIXTURES = new URL('../../../fixtures/subtitles/', import.meta.url);

function fixture(path: string): FormatInput {
  const bytes = new Uint8Array(readFileSync(new URL(path, FIXTURES)));
  return { text: new TextDecoder().decode(bytes), bytes, fileName: path };
}

function textInput(text: string): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName: 'x.xml' };
}

const SAMPLES = [
  { format: timedText10, path: 'timed-text/sample.xml' },
  { format: dfxp, path: 'dfxp/sample.dfxp' },
  { format: imsc1, path: 'imsc1/sample.ttml' },
];

describe('Timed Text 1.0', () => {
  it('resolves every kind of time expression, styles and containers', () => {
    const subtitle = timedText10.parse(fixture('timed-text/sample.xml'));
    expect(subtitle.format).toBe('Timed Text 1.0');
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 3500, 'Clock time with a fraction'],
      [4200, 6000, 'Frames at 25 fps\nand a break'],
      [7000, 8500, 'Offset seconds, duration in ms'],
      [9000, 10000, 'Offset <i>frames</i> & an entity'],
      [11000, 12000, '<i>Ticks at ten million a second</i>'],
      [12000, 12600, '<b>Minutes</b>\n<u>underlined</u>'],
      [61000, 62500, "Relative to the div's begin"],
    ]);
    expect(subtitle.paragraphs[0]?.extra).toEqual({ ttmlAttributes: 'xml:id="c1"' });
    expect(subtitle.paragraphs[4]?.extra).toEqual({ ttmlAttributes: 'style="slanted"' });
  });

  it('keeps head, styling and layout in the header and the closing tags in the footer', () => {
    const subtitle = timedText10.parse(fixture('timed-text/sample.xml'));
    expect(subtitle.header).toContain(
      '<style xml:id="slanted" style="base" s:fontStyle="italic"/>',
    );
    expect(subtitle.header).toContain(
      '<region xml:id="bottom" s:origin="10% 80%" s:extent="80% 15%"/>',
    );
    expect(subtitle.header?.endsWith('<div>\n      ')).toBe(true);
    expect(subtitle.footer).toBe('\n    </div>\n  </body>\n</tt>\n');
  });

  it('writes spans with the prefix the document binds to the styling namespace', () => {
    const subtitle = timedText10.parse(fixture('timed-text/sample.xml'));
    const written = timedText10.write(subtitle, { newLine: '\n' }) as string;
    expect(written).toContain(
      '<p begin="00:00:09.000" end="00:00:10.000">Offset <span s:fontStyle="italic">frames</span> &amp; an entity</p>',
    );
    expect(written).toContain(
      '<p begin="00:00:04.200" end="00:00:06.000" xml:id="c2">Frames at 25 fps<br/>and a break</p>',
    );
    expect(timedText10.parse(textInput(written)).paragraphs).toEqual(subtitle.paragraphs);
  });

  it('writes a default TTML document for a subtitle from another format', () => {
    const written = timedText10.write(
      {
        fileName: 'a.srt',
        format: 'SubRip',
        paragraphs: [{ number: 1, start: 1000, end: 2000, text: '<i>a <b>b</i> c</b>\nx & y' }],
      },
      { newLine: '\n' },
    ) as string;
    expect(written).toContain('<tt xmlns="http://www.w3.org/ns/ttml"');
    // Crossed tags are closed and reopened so the XML stays well-formed.
    expect(written).toContain(
      '<p begin="00:00:01.000" end="00:00:02.000"><span tts:fontStyle="italic">a <span tts:fontWeight="bold">b</span></span><span tts:fontWeight="bold"> c</span><br/>x &amp; y</p>',
    );
    const again = timedText10.parse(textInput(written));
    expect(again.paragraphs[0]).toMatchObject({
      start: 1000,
      end: 2000,
      text: '<i>a <b>b</b></i><b> c</b>\nx & y',
    });
  });

  it('rejects malformed XML and other documents with SubtitleFormatError', () => {
    const bad = [
      '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="1s" end="2s">x</div></body></tt>',
      '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="1x" end="2s">x</p></div></body></tt>',
      '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="1s">no end</p></div></body></tt>',
      '<tt xmlns="http://www.w3.org/2006/10/ttaf1"><body/></tt>',
      '<html xmlns="http://www.w3.org/ns/ttml"/>',
      '<tt xmlns="http://www.w3.org/ns/ttml" a=1></tt>',
      'not xml at all',
    ];
    for (const text of bad)
      expect(() => timedText10.parse(textInput(text)), text).toThrow(SubtitleFormatError);
  });

  it('refuses nesting deep enough to endanger the stack', () => {
    const deep = `<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="0s" end="1s">${'<span>'.repeat(5000)}x${'</span>'.repeat(5000)}</p></div></body></tt>`;
    expect(() => timedText10.parse(textInput(deep))).toThrow(SubtitleFormatError);
  });
});

describe('DFXP', () => {
  it('reads the 2006 namespace, <br />, spans and clock-time durations', () => {
    const subtitle = dfxp.parse(fixture('dfxp/sample.dfxp'));
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [500, 2000, 'DFXP first line'],
      [2500, 5000, 'Two\nlines with <i>italics</i>'],
      [6000, 7250, 'Duration in clock time'],
    ]);
    const written = dfxp.write(subtitle, { newLine: '\n' }) as string;
    expect(written).toContain('<span tts:fontStyle="italic">italics</span>');
    expect(dfxp.parse(textInput(written)).paragraphs).toEqual(subtitle.paragraphs);
  });

  it('writes the DFXP namespaces by default', () => {
    const written = dfxp.write(
      { fileName: 'a', paragraphs: [{ number: 1, start: 0, end: 1, text: 'a' }] },
      { newLine: '\n' },
    );
    expect(written).toContain('<tt xmlns="http://www.w3.org/2006/10/ttaf1"');
    expect(written).toContain('xmlns:tts="http://www.w3.org/2006/10/ttaf1#styling"');
  });
});

describe('IMSC1', () => {
  it('reads frames at 24000/1001 and keeps regions per line', () => {
    const subtitle = imsc1.parse(fixture('imsc1/sample.ttml'));
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      // 12 frames at 23.976 fps = 500.5 ms.
      [1000, 2501, 'Frames at 23.976 fps'],
      [3000, 5000, '<i>A sign at the top</i>'],
      [6000, 8000, 'Line one\nLine two'],
    ]);
    expect(subtitle.paragraphs[1]?.extra).toEqual({ ttmlAttributes: 'xml:id="sub2" region="top"' });
    expect(subtitle.header).toContain('tts:extent="1920px 1080px"');
  });

  it('writes the profile by default', () => {
    const written = imsc1.write({ fileName: 'a', paragraphs: [] }, { newLine: '\n' });
    expect(written).toContain('ttp:profile="http://www.w3.org/ns/ttml/profile/imsc1/text"');
  });
});

describe('TTML family', () => {
  it('each sample is detected by its own format only', () => {
    for (const sample of SAMPLES) {
      const input = fixture(sample.path);
      for (const other of SAMPLES) {
        const confidence = other.format.detect(input);
        if (other === sample) expect(confidence, sample.path).toBeGreaterThan(0.9);
        else expect(confidence, `${other.format.name} on ${sample.path}`).toBe(0);
      }
    }
  });

  it('each format writes its own output back byte for byte', () => {
    for (const { format, path } of SAMPLES) {
      const once = format.write(format.parse(fixture(path)), { newLine: '\r\n' }) as string;
      const twice = format.write(format.parse(textInput(once)), { newLine: '\r\n' });
      expect(twice, path).toBe(once);
    }
  });

  it('reads an empty document and writes lines into it', () => {
    const empty = '<tt xmlns="http://www.w3.org/ns/ttml"><body><div></div></body></tt>';
    const subtitle = timedText10.parse(textInput(empty));
    expect(subtitle.paragraphs).toEqual([]);
    subtitle.paragraphs.push({ number: 1, start: 0, end: 1000, text: 'new' });
    expect(timedText10.write(subtitle, { newLine: '\n' })).toBe(
      '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="00:00:00.000" end="00:00:01.000">new</p></div></body></tt>',
    );
  });
});
