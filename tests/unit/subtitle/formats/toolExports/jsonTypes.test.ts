import { describe, expect, it } from 'vitest';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../../shared/subtitle/model';

// Subtitle Edit's numbered JSON types and the small player layouts: what tells look-alike layouts
// apart, and the details of each layout's text and times.

function input(text: string, fileName = 'upload.json'): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName };
}

const detected = (text: string): string | undefined => detectFormat(input(text))?.name;

function rows(format: string, text: string): [number, number, string][] {
  return getFormat(format)
    .parse(input(text))
    .paragraphs.map((p) => [p.start, p.end, p.text]);
}

const two: Subtitle = {
  fileName: 'two.json',
  paragraphs: [
    { number: 1, start: 1000, end: 2500, text: 'One\nline two' },
    { number: 2, start: 3000, end: 4200, text: 'Two' },
  ],
};

const written = (format: string): string => String(getFormat(format).write(two, { newLine: '\n' }));

describe('look-alike layouts', () => {
  it('tells JSON Type 8 (seconds) from 8b (ms) by the size of the durations', () => {
    expect(detected('[{"start_time":1,"end_time":3.5,"text":"a"}]')).toBe('JSON Type 8');
    expect(detected('[{"start_time":1000,"end_time":3500,"text":"a"}]')).toBe('JSON Type 8b');
    expect(rows('JSON Type 8', '[{"start_time":1,"end_time":3.5,"text":"a"}]')).toEqual([
      [1000, 3500, 'a'],
    ]);
    expect(rows('JSON Type 8b', '[{"start_time":1000,"end_time":3500,"text":"a"}]')).toEqual([
      [1000, 3500, 'a'],
    ]);
  });

  it('tells JSON Type 9 (time strings) from Type 17 (ms numbers)', () => {
    expect(detected('[{"index":1,"start":"00:00:01,000","end":"00:00:02,000","text":["a"]}]')).toBe(
      'JSON Type 9',
    );
    expect(detected('[{"text":["a"],"index":1,"start":1000,"end":2000}]')).toBe('JSON Type 17');
  });

  it('tells Google Play json ({"events"}) from JSON Type 19 (a bare array)', () => {
    const event = '{"tStartMs":1000,"dDurationMs":500,"segs":[{"utf8":"a"}]}';
    expect(detected(`{"events":[${event}]}`)).toBe('Google Play json');
    expect(detected(`[${event}]`)).toBe('JSON Type 19');
  });

  it('tells JSON Type 3 (a bare array) from JSON TED (captions in an object)', () => {
    const caption = '{"duration":1500,"content":"a","startOfParagraph":false,"startTime":1000}';
    expect(detected(`[${caption}]`)).toBe('JSON Type 3');
    expect(detected(`{"subtitle":[{"captions":[${caption}]}]}`)).toBe('JSON TED');
    expect(detected(`{"captions":[${caption}]}`)).toBe('JSON TED');
    expect(rows('JSON TED', `{"captions":[${caption}]}`)).toEqual([[1000, 2500, 'a']]);
  });

  it('tells JSON Type 18 (a bare array) from Type 23 ({"titulky"})', () => {
    const cue = '{"s": 1.2, "d": 0.3, "n": "a"}';
    expect(detected(`[${cue}]`)).toBe('JSON Type 18');
    expect(detected(`{"titulky": [${cue}]}`)).toBe('JSON Type 23');
    expect(rows('JSON Type 23', `{"titulky": [${cue}]}`)).toEqual([[1200, 1500, 'a']]);
  });
});

describe('line breaks', () => {
  it('reads <br />, <br> and <br/> as line breaks where Subtitle Edit writes <br />', () => {
    const text = '[{"t1":0,"t2":1000,"t":"a<br />b<br>c<BR/>d"}]';
    expect(rows('JSON Type 12', text)).toEqual([[0, 1000, 'a\nb\nc\nd']]);
    expect(written('JSON Type 12')).toBe(
      '[{"t1":1000,"t2":2500,"t":"One<br />line two"},{"t1":3000,"t2":4200,"t":"Two"}]\n',
    );
  });

  it('writes JSON Type 14 breaks as a backslash and an n, and reads them back', () => {
    const text = written('JSON Type 14');
    expect(text).toContain('"t":"One\\\\nline two"');
    expect(rows('JSON Type 14', text)[0]).toEqual([1000, 2500, 'One\nline two']);
  });

  it('writes each line as an array item in the line-array layouts', () => {
    expect(written('JSON Type 9')).toContain('"text":["One","line two"]');
    expect(written('TwentyThree json')).toContain(
      '\t\t\t"text": [\n\t\t\t\t"One",\n\t\t\t\t"line two"\n',
    );
  });
});

describe('times', () => {
  it('writes a duration in seconds without float noise (JSON Type 18)', () => {
    expect(written('JSON Type 18')).toContain('"s": 3,\n    "d": 1.2,');
  });

  it('writes TED captions as start and duration in ms', () => {
    expect(written('JSON TED')).toContain(
      '{"duration":1500,"content":"One<br />line two","startOfParagraph":true,"startTime":1000}',
    );
  });
});

describe('PodcastIndexer', () => {
  it('keeps the speaker as the actor, and writes it back first', () => {
    const text =
      '{"version": "1.0.0", "segments": [{"speaker": "Ann", "startTime": 0.5, "endTime": 1, "body": "Hi"},' +
      ' {"startTime": 1.5, "endTime": 2, "body": "Bye"}]}';
    const subtitle = getFormat('PodcastIndexer').parse(input(text));
    expect(subtitle.paragraphs.map((p) => p.extra)).toEqual([{ actor: 'Ann' }, undefined]);
    const again = String(getFormat('PodcastIndexer').write(subtitle, { newLine: '\n' }));
    expect(again).toContain('{\n      "speaker": "Ann",\n      "startTime": 0.5,');
  });
});
