import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { LARGE_FILE_CHARS } from '../../../../shared/subtitle/formats/paragraphSites';
import { webVtt } from '../../../../shared/subtitle/formats/webvtt';
import { fixtureText } from '../fixtureFiles';

function parse(text: string) {
  return webVtt.parse({ text, bytes: new Uint8Array(), fileName: 'x.vtt' });
}

describe('WebVTT', () => {
  it('keeps ids, settings, the header blocks, notes between cues and the footer', () => {
    const subtitle = parse(fixtureText('webvtt/basic.vtt'));
    expect(subtitle.header).toBe(
      'WEBVTT - harbour scene\nKind: captions\nLanguage: en\n\nSTYLE\n::cue(.loud) { color: yellow; }\n\nREGION\nid:left\nwidth:40%\nlines:3\n\nNOTE This file was written by hand for the tests.',
    );
    expect(subtitle.paragraphs[0]).toEqual({
      number: 1,
      start: 1000,
      end: 3500,
      text: '<v Mara>The tide is turning.</v>',
      extra: { id: 'intro', settings: 'align:start position:10%' },
    });
    expect(subtitle.paragraphs[1]).toMatchObject({
      text: '<c.loud>Ropes!</c>\nPull the ropes!',
      extra: { settings: 'region:left' },
    });
    expect(subtitle.paragraphs[2]?.extra).toEqual({
      id: 'third',
      noteBefore: 'NOTE a note between cues',
    });
    expect(subtitle.paragraphs[2]?.start).toBe(3600000);
    expect(subtitle.footer).toBe('NOTE closing remark');
  });

  it('reads times without hours, CRLF and extra blank lines', () => {
    const subtitle = parse(fixtureText('webvtt/messy.vtt'));
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text, p.extra])).toEqual([
      [1000, 2500, 'Short times without hours', undefined],
      [2600, 4000, 'CRLF ends and extra blank lines', { id: '2', settings: 'line:0' }],
    ]);
  });

  it('skips a cue whose timing line is broken and keeps the file, as browsers do', () => {
    const subtitle = parse(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nGood\n\n00:00:05.000 -a -->\nBroken\n\n00:00:0x.000 --> 00:00:08.000\nLetter\n\n00:00:09.000 --> 00:00:10.000\nGood too\n',
    );
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 2000, 'Good'],
      [9000, 10000, 'Good too'],
    ]);
    expect(subtitle.warnings).toEqual([
      { line: 6, message: 'The timing line "00:00:05.000 -a -->" could not be read' },
      { line: 9, message: 'The timing line "00:00:0x.000 --> 00:00:08.000" could not be read' },
    ]);
  });

  it('reports a cue whose arrow was lost instead of keeping it as a note', () => {
    const subtitle = parse(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nGood\n\n3\n00:00:05.000 -> 00:00:06.000\nShort arrow\n\nNOTE kept\n\n00:00:07.000 --> 00:00:08.000\nGood too\n',
    );
    expect(subtitle.paragraphs.map((p) => [p.text, p.extra])).toEqual([
      ['Good', undefined],
      ['Good too', { noteBefore: 'NOTE kept' }],
    ]);
    expect(subtitle.warnings).toEqual([
      { line: 6, message: 'The timing line "00:00:05.000 -> 00:00:06.000" could not be read' },
    ]);
  });

  it('ends a cue at a line with an arrow and keeps ids verbatim', () => {
    const subtitle = parse(
      'WEBVTT\n\n id \n00:00:01.000 --> 00:00:02.000\none\n00:00:03.000 --> 00:00:04.000\ntwo\n',
    );
    expect(subtitle.paragraphs.map((p) => [p.text, p.extra])).toEqual([
      ['one', { id: ' id ' }],
      ['two', undefined],
    ]);
  });

  it('refuses a file without the WEBVTT signature', () => {
    expect(() => parse('00:01.000 --> 00:02.000\nx\n')).toThrow(SubtitleFormatError);
  });

  it('writes "WEBVTT" for subtitles from other formats and never a blank line inside a cue', () => {
    const out = webVtt.write(
      {
        fileName: 'a.srt',
        format: 'SubRip',
        header: 'not vtt',
        paragraphs: [{ number: 1, start: 500, end: 1500, text: 'A\n\nB --> C' }],
      },
      { newLine: '\n' },
    );
    expect(out).toBe('WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nA\nB --&gt; C\n');
  });
});

describe('WebVTT on a large file', () => {
  it('reads a file past LARGE_FILE_CHARS, usual cues and ones with settings, as a small one', () => {
    const cue = (i: number) =>
      `${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.250 --> 01:00:00.000${i % 7 === 0 ? ' align:start' : ''}\n${'y'.repeat(40)} ${i}\n\n`;
    const parts = ['WEBVTT\n\n'];
    let length = 0;
    for (let i = 0; length < LARGE_FILE_CHARS; i++) {
      const block = cue(i);
      parts.push(block);
      length += block.length;
    }
    const { paragraphs } = parse(parts.join(''));
    expect(paragraphs).toHaveLength(parts.length - 1);
    for (const index of [0, 7, paragraphs.length - 1]) {
      const alone = parse(`WEBVTT\n\n${cue(index)}`).paragraphs[0];
      expect(paragraphs[index]).toEqual({ ...alone, number: index + 1 });
    }
  });
});
