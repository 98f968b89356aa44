import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../../../shared/subtitle/formats/registry';
import { TOOL_EXPORT_FORMATS } from '../../../../../shared/subtitle/formats/toolExports/index';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { fixtureText } from '../../fixtureFiles';

// Damaged files (CONTRACT §5): the element or row whose time cannot be read is skipped with a
// warning at the line where it starts; the others are read.

function input(text: string, fileName = 'upload.bin'): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName };
}

const three: Subtitle = {
  fileName: 'three',
  paragraphs: [
    { number: 1, start: 1001, end: 2002, text: 'First' },
    { number: 2, start: 4296, end: 5673, text: 'Second' },
    { number: 3, start: 7007, end: 8008, text: 'Third' },
  ],
};

/** The second cue's start as each layout writes it (4296 ms is 103 frames at 23.976 fps: 4 s
 *  and 7 frames). */
const SECOND_START = /"?(?:4\.296|4296|00:00:04[.,]296|00:00:04[:.]07)"?/;

/** The file with the second cue's start made unreadable: "x" in JSON, a letter elsewhere. */
function damage(text: string): string {
  const match = SECOND_START.exec(text);
  if (!match) throw new Error(`no start time to damage in ${text}`);
  const json = /^\s*[[{]/.test(text);
  const broken = json ? '"x"' : match[0].replace(/\d(?=\D*$)/, 'x');
  return text.slice(0, match.index) + broken + text.slice(match.index + match[0].length);
}

const lineOf = (text: string, at: number): number => text.slice(0, at).split('\n').length;

describe.each(TOOL_EXPORT_FORMATS.map((format) => [format.name] as const))('%s', (name) => {
  it('skips a cue whose start time is damaged, with a warning at its line', () => {
    const format = getFormat(name);
    const text = damage(String(format.write(three, { newLine: '\n' })));
    const read = format.parse(input(text));
    expect(read.paragraphs.map((p) => [p.start, p.text])).toEqual([
      [1001, 'First'],
      [7007, 'Third'],
    ]);
    expect(read.warnings).toHaveLength(1);
    const line = read.warnings?.[0]?.line ?? 0;
    const damagedLine = lineOf(text, text.search(/"x"|\dx|x\d/));
    const firstLine = lineOf(text, text.indexOf('First'));
    if (damagedLine === firstLine || !/^[[{]/.test(text)) {
      // A row (CSV, TSV), or the whole document on one line.
      expect(line).toBe(damagedLine);
    } else {
      // After the first cue's text, at or before the damage, where an object opens.
      expect(line).toBeGreaterThan(firstLine);
      expect(line).toBeLessThanOrEqual(damagedLine);
      expect(text.split('\n')[line - 1]?.trim()).toBe('{');
    }
  });
});

describe('warning lines', () => {
  it('name the line where the damaged element opens, not where its time is', () => {
    const text = damage(
      String(getFormat('Video Indexer Transcript').write(three, { newLine: '\n' })),
    );
    const read = getFormat('Video Indexer Transcript').parse(input(text));
    // Element 1 takes lines 3-12, element 2 opens at line 13 ("    {") and its start is at 18.
    expect(text.split('\n')[12]).toBe('    {');
    expect(lineOf(text, text.indexOf('"x"'))).toBe(18);
    expect(read.warnings).toEqual([
      { line: 13, message: 'Element 2 was skipped: its start or end time could not be read' },
    ]);
  });

  it('name the row of a CSV cue, counting the lines of quoted breaks before it', () => {
    const text = fixtureText('csv2/basic.csv').replace('3,00:00:07:06', '3,00:00:0x:06');
    const read = getFormat('Csv2').parse(input(text));
    expect(read.paragraphs).toHaveLength(3);
    expect(read.warnings?.map((w) => w.line)).toEqual([5]);
  });

  it('name the word of a transcript whose time is missing; the other words still group', () => {
    const source = fixtureText('speechmatics/transcript.json');
    const lines = source.split('\n');
    const content = lines.findIndex((l) => l.includes('"content": "blue"'));
    // The word's object opens at the last "    {" before its content.
    const opens = lines.slice(0, content).lastIndexOf('    {') + 1;
    const text = source.replace(/("content": "blue"[\s\S]*?)"start_time": 5\.1,/, '$1');
    const read = getFormat('Speechmatics').parse(input(text));
    expect(read.warnings?.map((w) => w.line)).toEqual([opens]);
    expect(read.paragraphs[1]?.text).toBe('Tickets are sold at the kiosk.');
  });

  it('name the line of a Speechmatics time tag', () => {
    const text = '<time=0.5>One<time=1.5>\n<time=2.x>Two<time=3>\n<time=4>Three<time=5>\n';
    const read = getFormat('Speechmatics').parse(input(text));
    expect(read.paragraphs.map((p) => p.text)).toEqual(['One', 'Three']);
    expect(read.warnings?.map((w) => w.line)).toEqual([2]);
  });

  it('are given for a cut-off CSV row', () => {
    const read = getFormat('Csv4').parse(
      input('00:00:01:00,00:00:02:00,a\n00:00:03:00,00:00:04:00,"b\n'),
    );
    expect(read.paragraphs).toHaveLength(1);
    expect(read.warnings).toEqual([
      { line: 2, message: 'The row is cut off inside a quoted cell' },
    ]);
  });
});
