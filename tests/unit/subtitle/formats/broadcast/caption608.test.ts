import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import {
  captionStream,
  streamWords,
} from '../../../../../shared/subtitle/formats/broadcast/cea608Stream';
import {
  macCaption,
  writeMacCaption,
} from '../../../../../shared/subtitle/formats/broadcast/macCaption';
import {
  captionPacket,
  compressMccData,
  expandMccData,
  readCaptionPacket,
} from '../../../../../shared/subtitle/formats/broadcast/mccPacket';
import { scenaristClosedCaptionsDropFrame } from '../../../../../shared/subtitle/formats/broadcast/sccDropFrame';
import { ultech130 } from '../../../../../shared/subtitle/formats/broadcast/ultech130';
import { scc } from '../../../../../shared/subtitle/formats/scc';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { fixtureBytes, fixtureText } from '../../fixtureFiles';

// The CEA-608 formats: MacCaption 1.0 (caption packets in hex lines), Ultech 1.30 (608 byte
// streams in records) and the drop-frame name of SCC.

function textInput(text: string, fileName: string): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName };
}

function binaryInput(bytes: Uint8Array, fileName: string): FormatInput {
  return { bytes, text: new TextDecoder('latin1').decode(bytes), fileName };
}

const SAMPLE_CUES: [number, number, string][] = [
  [1001, 3504, 'Hello, world.'],
  [5005, 7007, 'Two lines\non the screen'],
  [10010, 12012, '<i>Italic</i> words'],
  [60060, 62062, 'Café at a minute'],
];

describe('MacCaption 1.0', () => {
  const sample = fixtureText('mcc/sample.mcc');

  it('reads the sample: pop-on captions at 29.97 drop frame, italics from mid-row codes', () => {
    const read = macCaption.parse(textInput(sample, 'sample.mcc'));
    expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual(SAMPLE_CUES);
    expect(read.header?.split('\n')[0]).toBe('File Format=MacCaption_MCC V1.0');
    expect(read.header).toContain('Time Code Rate=30DF');
    expect(read.warnings).toBeUndefined();
  });

  it('expands and writes the alias letters at byte boundaries', () => {
    expect([...(expandMccData('T49S4FZ') as Uint8Array)]).toEqual([
      0x61, 0x01, 0x49, 0x96, 0x69, 0x4f, 0x00,
    ]);
    expect([...(expandMccData('GH') as Uint8Array)]).toEqual([0xfa, 0, 0, 0xfa, 0, 0, 0xfa, 0, 0]);
    expect(expandMccData('T4')).toMatch(/neither hex nor an alias/);
    // "A0 0B" must not become "AZB".
    expect(compressMccData(Uint8Array.from([0xa0, 0x0b, 0x00]))).toBe('A00BZ');
  });

  it('builds caption packets whose CDP sums to 0 and reads their field-1 pair back', () => {
    const packet = captionPacket(0x9420, 7);
    const cdp = packet.subarray(3, 3 + (packet[2] ?? 0));
    expect(cdp.reduce((sum, byte) => sum + byte, 0) % 256).toBe(0);
    expect([packet[0], packet[1], cdp[0], cdp[1], cdp[3], cdp[4]]).toEqual([
      0x61, 0x01, 0x96, 0x69, 0x4f, 0x43,
    ]);
    expect(readCaptionPacket(packet)).toEqual({ frameRateCode: 4, field1: [0x9420], dtvcc: [] });
    expect(readCaptionPacket(expandMccData(compressMccData(packet)) as Uint8Array)).toEqual({
      frameRateCode: 4,
      field1: [0x9420],
      dtvcc: [],
    });
    expect(readCaptionPacket(Uint8Array.from([0x41, 0x05]))).toBeUndefined();
  });

  it('writes one packet a frame, with 30DF labels written with colons', () => {
    const subtitle: Subtitle = {
      fileName: 'x.srt',
      paragraphs: [{ number: 1, start: 2002, end: 3003, text: 'Hi' }],
    };
    const lines = writeMacCaption(subtitle, { newLine: '\n' }).split('\n');
    const data = lines.filter((line) => /^\d\d:\d\d:\d\d:\d\d\t/.test(line));
    // RCL, ENM, PAC, tab offset (each twice), "Hi", EOC twice: EOC's first at 2.002 s (frame
    // 60); EDM twice at 3.003 s.
    expect(data.map((line) => line.slice(0, 11))).toEqual([
      '00:00:01:21',
      '00:00:01:22',
      '00:00:01:23',
      '00:00:01:24',
      '00:00:01:25',
      '00:00:01:26',
      '00:00:01:27',
      '00:00:01:28',
      '00:00:01:29',
      '00:00:02:00',
      '00:00:02:01',
      '00:00:03:00',
      '00:00:03:01',
    ]);
    expect(lines).toContain('Time Code Rate=30DF');
    expect(lines.some((line) => line.startsWith('UUID='))).toBe(true);
  });

  it('skips a damaged line with a warning naming it, and reads the rest', () => {
    const lines = sample.split('\n');
    const at = lines.findIndex((line) => line.startsWith('00:00:04:'));
    lines[at] = lines[at]?.replace('\t', '\tXX') ?? '';
    const read = macCaption.parse(textInput(lines.join('\n'), 'x.mcc'));
    expect(read.warnings?.[0]?.line).toBe(at + 1);
    expect(read.paragraphs.map((p) => p.text)).toContain('Hello, world.');
    expect(read.paragraphs.map((p) => p.text)).toContain('Café at a minute');
  });

  it('skips a line whose time code is damaged, naming its line', () => {
    const lines = sample.split('\n');
    // The second EDM of the first caption: the first one still clears it at 3.504 s.
    const at = lines.findIndex((line) => line.startsWith('00:00:03:16'));
    lines[at] = lines[at]?.replace('00:00:03:16', '00:00:0x:16') ?? '';
    const read = macCaption.parse(textInput(lines.join('\n'), 'x.mcc'));
    expect(read.warnings).toEqual([
      { line: at + 1, message: expect.stringContaining('is not "HH:MM:SS:FF<TAB>data"') as string },
    ]);
    expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual(SAMPLE_CUES);
  });

  it('reads non-drop time codes at the rate the packets give', () => {
    const ndf = sample
      .replace('Time Code Rate=30DF', 'Time Code Rate=30')
      .replace(
        /^00:01:00:(\d\d)/gm,
        (_, f: string) => `00:00:59:${String(Number(f) + 28).padStart(2, '0')}`,
      );
    const read = macCaption.parse(textInput(ndf, 'x.mcc'));
    // 00:00:01:00 non-drop is frame 30 at 29.97: the same 1001 ms.
    expect(read.paragraphs[0]?.start).toBe(1001);
  });

  it('reads CEA-708 service 1 when the packets carry no CEA-608 (as the desktop program writes)', () => {
    const read = macCaption.parse(textInput(fixtureText('mcc/dtvcc-only.mcc'), 'dtvcc-only.mcc'));
    // Text shows from the packet that writes it (frame 31 when the window definition fills the
    // first packet) until its window is deleted; a second row a frame later is the same caption.
    expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1034, 3003, 'Hello, world.'],
      [4004, 6006, 'Two lines\non the screen'],
      [7040, 9009, '<i>Italic words</i>'],
    ]);
  });

  it('refuses text that is not MacCaption', () => {
    expect(macCaption.detect(textInput('Scenarist_SCC V1.0\n', 'x.mcc'))).toBe(0);
    expect(() => macCaption.parse(textInput('hello\n', 'x.mcc'))).toThrow(SubtitleFormatError);
  });
});

describe('Ultech 1.30 Caption', () => {
  const sample = fixtureBytes('ultech-130/sample.ult');

  it('reads the sample: a caption shows at its record and goes at EDM or the next EOC', () => {
    const read = ultech130.parse(binaryInput(sample, 'sample.ult'));
    expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1001, 3503, 'Hello, world.'],
      [4004, 6006, 'Two lines\non the screen'],
      [7007, 9009, '<i>Italic</i> words'],
      [10010, 12012, 'Café, then'],
      [12012, 14014, 'straight on.'],
    ]);
  });

  it('stores CEA-608 without parity, each control code once', () => {
    const stream = captionStream('Hi');
    // Centred: column 15 is indent 12 (14 76) and tab offset 3 (17 23).
    expect(stream).toEqual([
      0x14, 0x20, 0x14, 0x2e, 0x14, 0x76, 0x17, 0x23, 0x48, 0x69, 0x14, 0x2f,
    ]);
    expect(streamWords(Uint8Array.from(stream))).toEqual([
      0x1420, 0x142e, 0x1476, 0x1723, 0x4800, 0x6900, 0x142f,
    ]);
  });

  it('skips a record with a damaged time code', () => {
    const damaged = sample.slice();
    damaged[512 + 3 + 1] = 88; // first record: minutes 88
    const read = ultech130.parse(binaryInput(damaged, 'x.ult'));
    expect(read.paragraphs.map((p) => p.text)).not.toContain('Hello, world.');
    expect(read.warnings).toEqual([
      {
        line: 1,
        message: 'Record 1 (byte 512) was skipped: its time code 00:88:01:00 is out of range',
      },
    ]);
  });

  it('refuses a file without the ULTECH header', () => {
    const wrong = sample.slice();
    wrong[0] = 0x58;
    expect(ultech130.detect(binaryInput(wrong, 'x.ult'))).toBe(0);
    expect(() => ultech130.parse(binaryInput(wrong, 'x.ult'))).toThrow(SubtitleFormatError);
    expect(() => ultech130.parse(binaryInput(sample.subarray(0, 100), 'x.ult'))).toThrow(
      SubtitleFormatError,
    );
  });
});

describe('Scenarist Closed Captions Drop Frame', () => {
  const text = fixtureText('scc/sample.scc');

  it('reads as the SCC format does, under its own name, and writes the same', () => {
    const input = textInput(text, 'sample.scc');
    const own = scenaristClosedCaptionsDropFrame.parse(input);
    const base = scc.parse(input);
    expect(own.format).toBe('Scenarist Closed Captions Drop Frame');
    expect(own.paragraphs).toEqual(base.paragraphs);
    expect(scenaristClosedCaptionsDropFrame.write(base, { newLine: '\n' })).toBe(
      scc.write(base, { newLine: '\n' }),
    );
    expect(scenaristClosedCaptionsDropFrame.write(base, { newLine: '\n' })).toMatch(
      /^\d\d:\d\d:\d\d;\d\d\t/m,
    );
  });

  it('leaves detection to the SCC format', () => {
    expect(scenaristClosedCaptionsDropFrame.detect(textInput(text, 'sample.scc'))).toBe(0);
  });
});
