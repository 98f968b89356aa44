import { afterEach, describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import { readFast } from '../../../../../shared/subtitle/formats/toolExports/jsonFast';
import {
  jsonScanner,
  type JsonLayout,
} from '../../../../../shared/subtitle/formats/toolExports/jsonLayout';
import { TOOL_EXPORT_FORMATS } from '../../../../../shared/subtitle/formats/toolExports/index';
import type { FormatInput, SubtitleFormat } from '../../../../../shared/subtitle/formats/types';
import { fixtureText } from '../../fixtureFiles';
import { TOOL_EXPORT_SAMPLES } from '../samples/toolExports';

// The scanner of jsonFast.ts must read every file exactly as the reader over JSON.parse does, or
// leave it to that reader: the same paragraphs, warnings and errors with the scanner on and off,
// for every JSON sample of the family read by every JSON format of the family, and for damaged
// copies of the samples (characters cut out, a control character, a repeated key, a cut file).

afterEach(() => {
  jsonScanner.enabled = true;
});

function input(text: string): FormatInput {
  return { text, bytes: new TextEncoder().encode(text.slice(0, 65_536)), fileName: 'upload.json' };
}

/** What a parse gives: its subtitle, or its error's class and message. */
function outcome(format: SubtitleFormat, text: string, scanner: boolean): unknown {
  jsonScanner.enabled = scanner;
  try {
    return format.parse(input(text));
  } catch (error) {
    return error instanceof SubtitleFormatError
      ? { error: error.message }
      : { unexpected: String(error) };
  } finally {
    jsonScanner.enabled = true;
  }
}

function expectSameReading(format: SubtitleFormat, text: string): void {
  const fast = outcome(format, text, true);
  expect(fast).not.toHaveProperty('unexpected');
  expect(fast).toEqual(outcome(format, text, false));
}

const jsonSamples = TOOL_EXPORT_SAMPLES.filter((sample) =>
  /^\s*[[{]/.test(fixtureText(sample.path)),
);
const jsonFormats = TOOL_EXPORT_FORMATS.filter(
  (format) => format.extensions.includes('.json') || format.name === 'Bilibili json',
);

/** Copies of `text` with one change each, spread over the whole file. */
function damagedCopies(text: string): string[] {
  const copies: string[] = [];
  const step = Math.max(1, Math.floor(text.length / 60));
  for (let at = 0; at < text.length; at += step) {
    copies.push(text.slice(0, at) + text.slice(at + 1));
    copies.push(text.slice(0, at));
    copies.push(`${text.slice(0, at)}\u0001${text.slice(at)}`);
    copies.push(`${text.slice(0, at)}\\${text.slice(at)}`);
    copies.push(`${text.slice(0, at)}"${text.slice(at)}`);
  }
  copies.push(`\uFEFF${text}`);
  copies.push(text.replace(/\n/g, '\r\n'));
  copies.push(text.replace(/\s+/g, ''));
  // A key repeated in the first object that has it.
  copies.push(text.replace(/"(start|from|s|begin|tStartMs|startTime)"\s*:/, '"$1": 1, "$1":'));
  return copies;
}

describe('the JSON scanner', () => {
  it('reads every JSON sample as JSON.parse does, in every JSON format of the family', () => {
    expect(jsonSamples.length).toBeGreaterThan(20);
    for (const sample of jsonSamples) {
      const text = fixtureText(sample.path);
      for (const format of jsonFormats) expectSameReading(format, text);
    }
  });

  it('reads damaged copies of every JSON sample as JSON.parse does, warnings and errors alike', () => {
    for (const sample of jsonSamples) {
      const format = TOOL_EXPORT_FORMATS.find((f) => f.name === sample.format);
      if (!format) throw new Error(`no format ${sample.format}`);
      for (const copy of damagedCopies(fixtureText(sample.path))) expectSameReading(format, copy);
    }
  });

  const whisper: JsonLayout = {
    name: 'Whisper JSON',
    extensions: ['.json'],
    path: ['segments'],
    unit: 'seconds',
    start: ['start'],
    end: ['end'],
    text: { path: ['text'] },
    signature: { root: '{', all: [] },
    write: { element: () => ({}), document: () => ({}) },
  };

  it("reads Whisper's files itself (the big-file path), not through JSON.parse", () => {
    const read = readFast(whisper, fixtureText('whisper-json/full.json'));
    expect(read?.map((p) => [p.start, p.end, p.text])).toEqual([
      [0, 2480, 'Good morning, everyone.'],
      [2600, 5120, "Today's topic is tides."],
      [5200, 8000, 'The moon pulls the water, and the earth turns beneath it.'],
    ]);
    expect(readFast(whisper, fixtureText('whisper-json/basic.json'))).toHaveLength(4);
  });

  it('decodes escapes, reads numbers as JSON.parse does and keeps the last template honest', () => {
    const text =
      '{"segments": [{"start": 1e0, "end": 2.0005, "text": " caf\\u00e9\\n\\"x\\" \\ud83d\\ude00"},' +
      '{"end": 3.25, "start": 2.5, "extra": [1, {"a": null}], "text": "\\/b"},\r\n' +
      '\t{"start": 0.1234567890123456789, "end": 4, "text": "c"}]}';
    expect(readFast(whisper, text)?.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 2001, 'café\n"x" 😀'],
      [2500, 3250, '/b'],
      [123, 4000, 'c'],
    ]);
  });

  it('leaves to JSON.parse what it would not read the same way', () => {
    const base = '{"segments": [{"start": 1, "end": 2, "text": "a"}]}';
    expect(readFast(whisper, base)).toHaveLength(1);
    expect(readFast(whisper, base.replace('1,', '" 1.5s",'))?.[0]?.start).toBe(1500);
    for (const text of [
      base.replace('"a"', '"a\tb"'), // a raw tab inside a string
      base.replace('1,', '01,'), // a leading zero
      base.replace('"start": 1', '"start": 1, "start": 1'), // a repeated key
      base.replace('"text": "a"', '"text": 5'), // no text: a warning
      `${base} x`, // something after the document
      base.replace('{"start"', '[1], {"start"'), // an element that is no object
      base.replace('\u005d}', '\u005d, "segments": []}'), // the cue array twice
      base.replace('2,', '2\u000b,'), // a vertical tab is no JSON white space
    ]) {
      expect(readFast(whisper, text)).toBeUndefined();
    }
  });
});
