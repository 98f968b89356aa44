import { describe, expect, it } from 'vitest';
import { webVtt } from '../../../../shared/subtitle/formats/webvtt';
import type { Paragraph, ParsedSubtitle } from '../../../../shared/subtitle/model';
import { type ExpectedCue, WPT_CASES } from './webvttWptCases';

// The W3C's WebVTT file-parsing tests (web-platform-tests, webvtt/parsing/file-parsing/support/
// *.test): for each input file, the cues every browser must produce (the inputs are in
// webvttWptCases.ts). Only what concerns cues is checked: how many, their ids, texts and times, and
// that their settings are kept as written (browsers interpret them; we keep them so that writing
// back loses nothing, which the last check of each case shows).

function parse(text: string): ParsedSubtitle {
  return webVtt.parse({ text, bytes: new Uint8Array(), fileName: 'wpt.vtt' });
}

function asExpected(paragraph: Paragraph, expected: ExpectedCue): ExpectedCue {
  const id = paragraph.extra?.['id'];
  const settings = paragraph.extra?.['settings'];
  return {
    text: paragraph.text,
    ...('id' in expected ? { id: typeof id === 'string' ? id : undefined } : {}),
    ...(expected.start !== undefined ? { start: paragraph.start } : {}),
    ...(expected.end !== undefined ? { end: paragraph.end } : {}),
    ...(expected.settings !== undefined
      ? { settings: typeof settings === 'string' ? settings : '' }
      : {}),
  };
}

describe.each(WPT_CASES.map((c) => [c.name, c] as const))(
  'WebVTT file parsing (WPT): %s',
  (_, c) => {
    const subtitle = parse(c.input);

    it('gives the cues a browser gives, with their ids, texts and times', () => {
      expect(subtitle.paragraphs).toHaveLength(c.cues.length);
      c.cues.forEach((cue, index) => {
        const paragraph = subtitle.paragraphs[index];
        expect(paragraph && asExpected(paragraph, cue)).toEqual(cue);
      });
      for (const line of c.headerHolds ?? []) expect(subtitle.header).toContain(line);
    });

    it('reads its own written file back to the same cues', () => {
      const again = parse(String(webVtt.write(subtitle, { newLine: '\n' })));
      expect(again.paragraphs).toEqual(subtitle.paragraphs);
    });
  },
);
