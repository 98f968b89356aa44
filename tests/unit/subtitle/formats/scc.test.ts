import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import {
  dropFrameTimecodeToFrames,
  framesToDropFrameTimecode,
} from '../../../../shared/subtitle/formats/frameTimecode';
import {
  scc,
  scheduleCaptions,
  sccTimecodeToFrames,
} from '../../../../shared/subtitle/formats/scc';
import {
  decodePreambleAddress,
  hasOddParity,
  preambleAddressCode,
  withOddParity,
} from '../../../../shared/subtitle/formats/scc/cea608';
import { decodeCaptions } from '../../../../shared/subtitle/formats/scc/sccDecode';
import {
  encodeCharacter,
  loadCaptionWords,
  wrapRow,
} from '../../../../shared/subtitle/formats/scc/sccEncode';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';

const FIXTURES = new URL('../../../fixtures/subtitles/scc/', import.meta.url);

function fixture(name: string): FormatInput {
  const bytes = new Uint8Array(readFileSync(new URL(name, FIXTURES)));
  return { text: new TextDecoder().decode(bytes), bytes, fileName: name };
}

function textInput(text: string): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName: 'x.scc' };
}

describe('CEA-608 parity and codes', () => {
  it('sets bit 7 so every byte has an odd number of ones', () => {
    expect(withOddParity(0x14)).toBe(0x94);
    expect(withOddParity(0x20)).toBe(0x20);
    expect(withOddParity(0x2c)).toBe(0x2c);
    expect(withOddParity(0x2f)).toBe(0x2f);
    expect(withOddParity(0x2e)).toBe(0xae);
    expect(withOddParity(0x00)).toBe(0x80);
    expect(withOddParity(0x41)).toBe(0xc1);
    for (let byte = 0; byte < 128; byte++) expect(hasOddParity(withOddParity(byte))).toBe(true);
    expect(hasOddParity(0x14)).toBe(false);
  });

  it('encodes and decodes preamble address codes', () => {
    expect(preambleAddressCode(15, 0)).toEqual([0x14, 0x70]);
    expect(preambleAddressCode(14, 0)).toEqual([0x14, 0x50]);
    expect(preambleAddressCode(1, 8)).toEqual([0x11, 0x54]);
    expect(preambleAddressCode(11, 28)).toEqual([0x10, 0x5e]);
    expect(decodePreambleAddress(0x14, 0x4e)).toEqual({ row: 14, column: 0, italic: true });
    expect(decodePreambleAddress(0x13, 0x7a)).toEqual({ row: 13, column: 20, italic: false });
    expect(decodePreambleAddress(0x10, 0x60)).toBeUndefined();
    for (let row = 1; row <= 15; row++) {
      const [first, second] = preambleAddressCode(row, 12);
      expect(decodePreambleAddress(first, second)).toEqual({ row, column: 12, italic: false });
    }
  });

  it('maps characters to the basic, special and extended sets', () => {
    expect(encodeCharacter('A')).toEqual([{ kind: 'std', code: 0x41 }]);
    expect(encodeCharacter('á')).toEqual([{ kind: 'std', code: 0x2a }]);
    expect(encodeCharacter('ñ')).toEqual([{ kind: 'std', code: 0x7e }]);
    expect(encodeCharacter('♪')).toEqual([{ kind: 'ctrl', first: 0x11, second: 0x37 }]);
    // '*' is not in the basic set (0x2A is á): it is an extended character after a fallback.
    expect(encodeCharacter('*')).toEqual([
      { kind: 'std', code: 0x20 },
      { kind: 'ctrl', first: 0x12, second: 0x28 },
    ]);
    expect(encodeCharacter('Ö')).toEqual([
      { kind: 'std', code: 0x4f },
      { kind: 'ctrl', first: 0x13, second: 0x32 },
    ]);
    expect(encodeCharacter('Ω')).toEqual([{ kind: 'std', code: 0x3f }]);
  });

  it('wraps rows at 32 columns on spaces', () => {
    const chars = [...'one two three four five six seven eight'].map((ch) => ({
      ch,
      italic: false,
    }));
    expect(wrapRow(chars).map((row) => row.map((c) => c.ch).join(''))).toEqual([
      'one two three four five six',
      'seven eight',
    ]);
  });
});

describe('drop-frame timecode', () => {
  it('skips ;00 and ;01 each minute except every tenth', () => {
    expect(dropFrameTimecodeToFrames({ hours: 0, minutes: 0, seconds: 59, frames: 29 })).toBe(1799);
    expect(dropFrameTimecodeToFrames({ hours: 0, minutes: 1, seconds: 0, frames: 2 })).toBe(1800);
    expect(dropFrameTimecodeToFrames({ hours: 0, minutes: 10, seconds: 0, frames: 0 })).toBe(17982);
    expect(dropFrameTimecodeToFrames({ hours: 1, minutes: 0, seconds: 0, frames: 0 })).toBe(107892);
    expect(framesToDropFrameTimecode(1800)).toEqual({
      hours: 0,
      minutes: 1,
      seconds: 0,
      frames: 2,
    });
    expect(framesToDropFrameTimecode(17982)).toEqual({
      hours: 0,
      minutes: 10,
      seconds: 0,
      frames: 0,
    });
    expect(framesToDropFrameTimecode(17981)).toEqual({
      hours: 0,
      minutes: 9,
      seconds: 59,
      frames: 29,
    });
    for (let frame = 0; frame < 40000; frame += 7) {
      expect(dropFrameTimecodeToFrames(framesToDropFrameTimecode(frame))).toBe(frame);
    }
  });

  it('counts non-drop SCC timecode as 30 labels a second', () => {
    expect(sccTimecodeToFrames({ hours: 0, minutes: 1, seconds: 0, frames: 0 }, false)).toBe(1800);
    expect(sccTimecodeToFrames({ hours: 0, minutes: 1, seconds: 0, frames: 2 }, true)).toBe(1800);
  });
});

describe('Scenarist Closed Caption', () => {
  it('reads pop-on captions: EOC frame starts, next EOC or EDM ends', () => {
    const subtitle = scc.parse(fixture('sample.scc'));
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      // 00:00:01;00 is frame 30; its EOC is pair 12: frame 42 = 1401.4 ms.
      [1401, 4705, 'Hello, world'],
      [4705, 6006, '<i>Italic row</i>\nplain ♪ note'],
      [60861, 62863, 'Está, señor Á! <i>slanted</i> back'],
      [62863, 70337, 'Replaced by EOC'],
      // Never erased: shown for 90 frames (3.003 s).
      [70337, 73340, 'The end'],
    ]);
  });

  it('ignores the repeat of a doubled control code only once', () => {
    const word = (first: number, second: number): number =>
      (withOddParity(first) << 8) | withOddParity(second);
    const note = word(0x11, 0x37);
    const captions = decodeCaptions([
      {
        frame: 0,
        words: [word(0x14, 0x20), word(0x14, 0x70), note, note, note, note, word(0x14, 0x2f)],
      },
    ]);
    expect(captions).toEqual([{ startFrame: 6, endFrame: undefined, text: '♪♪' }]);
  });

  it('follows paint-on captions (RDC) per line', () => {
    const word = (first: number, second: number): number =>
      (withOddParity(first) << 8) | withOddParity(second);
    const captions = decodeCaptions([
      { frame: 100, words: [word(0x14, 0x29), word(0x14, 0x70), word(0x48, 0x69)] },
      { frame: 200, words: [word(0x14, 0x2c)] },
    ]);
    expect(captions).toEqual([{ startFrame: 100, endFrame: 200, text: 'Hi' }]);
  });

  it('writes loads whose EOC lands on the start frame, and EDM at the end', () => {
    const lines = scheduleCaptions([
      { number: 1, start: 1001, end: 2002, text: 'Hi' },
      { number: 2, start: 10010, end: 11011, text: 'Yo' },
    ]);
    // RCL×2 ENM×2 PAC×2 TO×2 "Hi" EOC×2: EOC is word 9, so the load starts 9 frames early.
    expect(lines[0]).toEqual({
      frame: 30 - 9,
      words: [
        '9420',
        '9420',
        '94ae',
        '94ae',
        '9476',
        '9476',
        '9723',
        '9723',
        'c8e9',
        '942f',
        '942f',
      ],
    });
    expect(lines[1]).toEqual({ frame: 60, words: ['942c', '942c'] });
    expect(lines.map((line) => line.frame)).toEqual([21, 60, 300 - 9, 330]);
  });

  it('writes its own output back byte for byte and round-trips the sample', () => {
    const sample = scc.parse(fixture('sample.scc'));
    const written = scc.write(sample, { newLine: '\r\n' }) as string;
    expect(written.startsWith('Scenarist_SCC V1.0\r\n\r\n00:00:00;')).toBe(true);
    const again = scc.parse(textInput(written));
    expect(again.paragraphs).toEqual(sample.paragraphs);
    expect(scc.write(again, { newLine: '\r\n' })).toBe(written);
  });

  it('keeps loads and erases apart when captions follow closely', () => {
    const paragraphs = [
      { number: 1, start: 400, end: 2000, text: 'Short' },
      { number: 2, start: 2100, end: 3000, text: 'Second caption, loaded while the first shows' },
    ];
    const written = scc.write({ fileName: 'a', paragraphs }, { newLine: '\n' }) as string;
    // The second load starts before the first caption ends, so its EDM sits inside that load.
    expect(written).toMatch(/\t9420 9420 94ae 94ae [0-9a-f ]+ 942c 942c [0-9a-f ]+ 942f 942f\n/);
    const back = scc.parse(textInput(written)).paragraphs;
    expect(back.map((p) => [p.start, p.end, p.text])).toEqual([
      [400, 2002, 'Short'],
      [2102, 3003, 'Second caption, loaded while the\nfirst shows'],
    ]);
  });

  it('loads no caption for empty text', () => {
    expect(loadCaptionWords('  \n')).toEqual([]);
  });

  it('detects only files with the Scenarist header', () => {
    expect(scc.detect(fixture('sample.scc'))).toBe(1);
    expect(scc.detect(textInput('00:00:01;00\t9420 9420\n'))).toBe(0);
  });

  it('rejects garbage with SubtitleFormatError', () => {
    const bad = [
      'hello',
      'Scenarist_SCC V1.0\n\n00:00:01;00\t94zz\n',
      'Scenarist_SCC V1.0\n\nnot a line\n',
      'Scenarist_SCC V1.0\n\n00:01:00;00\t9420\n',
      'Scenarist_SCC V1.0\n\n00:00:01;45\t9420\n',
    ];
    for (const text of bad)
      expect(() => scc.parse(textInput(text)), text).toThrow(SubtitleFormatError);
  });
});
