import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { fixtureText } from '../../fixtureFiles';

// The speech-to-text tools' files: Whisper, AWS Transcribe, Speechmatics, Google/YouTube, Azure
// Video Indexer, aeneas, Bilibili, Hugging Face and Google Cloud Speech.

function input(text: string, fileName = 'upload.json'): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName };
}

function rows(format: string, text: string): [number, number, string][] {
  return getFormat(format)
    .parse(input(text))
    .paragraphs.map((p) => [p.start, p.end, p.text]);
}

const one: Subtitle = {
  fileName: 'talk.srt',
  paragraphs: [
    { number: 1, start: 1500, end: 4000, text: 'Héllo <i>there</i>\nsecond line' },
    { number: 2, start: 61001, end: 62500, text: 'Two' },
  ],
};

const written = (format: string): string => String(getFormat(format).write(one, { newLine: '\n' }));

describe('Whisper JSON', () => {
  it("reads openai-whisper's segments, trimming the space Whisper puts before each text", () => {
    const talk = [
      [0, 2480, 'Good morning, everyone.'],
      [2600, 5120, "Today's topic is tides."],
      [5200, 8000, 'The moon pulls the water, and the earth turns beneath it.'],
    ];
    expect(rows('Whisper JSON', fixtureText('whisper-json/full.json'))).toEqual(talk);
    expect(rows('Whisper JSON', fixtureText('whisper-json/whispercpp.json'))).toEqual(talk);
    expect(rows('Whisper JSON', fixtureText('whisper-json/basic.json'))[3]).toEqual([
      3601000,
      3603500,
      'Questions at the end, please — merci.',
    ]);
  });

  it('writes as Python does: one line, float times, non-ASCII as \\u escapes', () => {
    expect(written('Whisper JSON')).toBe(
      '{"text": " H\\u00e9llo <i>there</i>\\nsecond line Two", "segments": [' +
        '{"id": 0, "start": 1.5, "end": 4.0, "text": " H\\u00e9llo <i>there</i>\\nsecond line"}, ' +
        '{"id": 1, "start": 61.001, "end": 62.5, "text": " Two"}]}\n',
    );
  });

  it('finds the segments after a transcript longer than the detection prefix', () => {
    const long = 'word '.repeat(4000);
    const text = `{"text": "${long}", "segments": [{"id": 0, "seek": 0, "start": 1.0, "end": 2.5, "text": " Hi"}], "language": "en"}`;
    expect(detectFormat(input(text))?.name).toBe('Whisper JSON');
    expect(rows('Whisper JSON', text)).toEqual([[1000, 2500, 'Hi']]);
  });

  it('does not claim a JSON document that only opens with "text"', () => {
    expect(getFormat('Whisper JSON').detect(input('{"text": "hello", "other": []}'))).toBe(0);
  });
});

describe('AWS Transcribe', () => {
  it('groups the words of a job into cues at sentence ends and pauses', () => {
    expect(rows('AWS Transcribe', fixtureText('aws-transcribe/job.json'))).toEqual([
      [1200, 3100, 'The ferry leaves at noon.'],
      [3600, 6400, 'Tickets are sold at the blue kiosk.'],
      // No full stop, but a 2.1 s pause before "Next".
      [9000, 9900, 'Mind the gap'],
      [12000, 12800, 'Next stop?'],
    ]);
  });

  it("reads Subtitle Edit's file (no transcripts) one item per cue, <br /> as a line break", () => {
    expect(rows('AWS Transcribe', fixtureText('aws-transcribe/basic.json'))[1]).toEqual([
      3600,
      6600,
      'Tickets are sold\nat the blue kiosk.',
    ]);
  });

  it('writes the job name from the file name, seconds as strings', () => {
    const text = written('AWS Transcribe');
    expect(text.startsWith('{"jobName":"talk","accountId":"0","results":{"items":[')).toBe(true);
    expect(text).toContain('"start_time":"61.001","end_time":"62.5"');
    expect(text).toContain('"content":"Héllo <i>there</i><br />second line"');
  });
});

describe('Speechmatics', () => {
  it("reads Subtitle Edit's time-tag text", () => {
    expect(rows('Speechmatics', fixtureText('speechmatics/basic.txt'))).toEqual([
      [1200, 3400, 'The ferry leaves at noon.'],
      [3600, 6600, 'Tickets are sold at the blue kiosk.'],
      [7000, 9000, 'Mind the gap – 10 cm!'],
    ]);
  });

  it("groups the words of Speechmatics' JSON transcript into cues", () => {
    expect(rows('Speechmatics', fixtureText('speechmatics/transcript.json'))).toEqual([
      [1200, 3100, 'The ferry leaves at noon.'],
      [3600, 6400, 'Tickets are sold at the blue kiosk.'],
      [9000, 9900, 'Mind the gap'],
      [12000, 12800, 'Next stop?'],
    ]);
  });

  it('writes every cue on one line between its time tags', () => {
    expect(written('Speechmatics')).toBe(
      '<time=1.5>Héllo <i>there</i> second line<time=4> <time=61.001>Two<time=62.5>\n',
    );
  });

  it('reads tags spread over lines, each cue from its own tags', () => {
    const text = '<time=0.5>One\nline<time=1.5>\n<time=2>Two<time=3.25>\n';
    expect(rows('Speechmatics', text)).toEqual([
      [500, 1500, 'One line'],
      [2000, 3250, 'Two'],
    ]);
  });
});

describe('Google Play json', () => {
  it("reads YouTube's json3: pieces joined, window and append events passed over", () => {
    expect(rows('Google Play json', fixtureText('google-play-json/json3.json'))).toEqual([
      [500, 3100, 'First, warm the pan.'],
      [3100, 5900, 'Add the butter'],
      [6000, 8400, 'and let it foam.'],
    ]);
  });

  it('writes the start and the duration in ms', () => {
    const text = written('Google Play json');
    expect(text).toContain('"tStartMs": 61001,\n      "dDurationMs": 1499,');
  });
});

describe('Video Indexer Transcript', () => {
  it('reads the transcript of a whole index, times with one or no fraction digit', () => {
    expect(
      rows('Video Indexer Transcript', fixtureText('video-indexer-transcript/index.json')),
    ).toEqual([
      [1000, 3500, 'Welcome to the river trail.'],
      [4000, 6250, 'Keep left at the fork.'],
      [6300, 9800, 'Then follow the stream.'],
    ]);
  });

  it('writes times as hh:mm:ss.fff', () => {
    expect(written('Video Indexer Transcript')).toContain(
      '"start": "00:01:01.001",\n          "end": "00:01:02.500"',
    );
  });
});

describe('JSON Aeneas', () => {
  it('reads the lines of each fragment and writes seconds with three decimals', () => {
    expect(rows('JSON Aeneas', fixtureText('json-aeneas/basic.json'))[2]).toEqual([
      5200,
      8000,
      'The moon pulls the water;\nthe earth turns beneath it.',
    ]);
    expect(written('JSON Aeneas')).toContain(
      '"begin": "1.500",\n   "children": [],\n   "end": "4.000",\n   "id": "f000001",',
    );
  });
});

describe('Bilibili json', () => {
  it('reads a line break written as JSON \\n or as a backslash and an n', () => {
    const text =
      '{"body": [{"from": 1, "to": 2.5, "location": 2, "content": "a\\nb"},' +
      ' {"from": 3, "to": 4, "location": 2, "content": "c\\\\nd"}]}';
    expect(rows('Bilibili json', text)).toEqual([
      [1000, 2500, 'a\nb'],
      [3000, 4000, 'c\nd'],
    ]);
  });

  it('writes .bcc files', () => {
    expect(getFormat('Bilibili json').extensions[0]).toBe('.bcc');
  });
});

describe('JSON Type 20, 21 and 22', () => {
  it('reads Google Cloud Speech word times with an "s" after the seconds', () => {
    const text =
      '{"results": [{"alternatives": [{"transcript": "hi there", "words": [' +
      '{"startTime": "1.100s", "endTime": "1.400s", "word": "hi"},' +
      ' {"startTime": "1.400s", "endTime": "2s", "word": "there"}]}]}]}';
    expect(rows('JSON Type 20', text)).toEqual([
      [1100, 1400, 'hi'],
      [1400, 2000, 'there'],
    ]);
    expect(detectFormat(input(text))?.name).toBe('JSON Type 20');
    expect(detectFormat(input(text.replace(/Time/g, 'Offset')))?.name).toBe('JSON Type 22');
  });

  it("reads Hugging Face's Whisper chunks", () => {
    expect(rows('JSON Type 21', '[{"timestamp": [0.0, 2.5], "text": " Hi."}]')).toEqual([
      [0, 2500, 'Hi.'],
    ]);
  });
});

describe('every JSON layout', () => {
  it('throws SubtitleFormatError for a document that does not parse', () => {
    for (const name of ['Whisper JSON', 'AWS Transcribe', 'Google Play json', 'JSON Aeneas']) {
      expect(() => getFormat(name).parse(input('{"segments": [{"start": 1,'))).toThrow(
        SubtitleFormatError,
      );
    }
  });

  it('throws SubtitleFormatError when the cue array is not there', () => {
    expect(() => getFormat('JSON Aeneas').parse(input('{"fragments": 3}'))).toThrow(
      SubtitleFormatError,
    );
  });

  it('detects from the prefix only: keys past the first 8 KB are not seen', () => {
    const text = `${' '.repeat(9000)}{"fragments": [{"begin": "1", "end": "2", "lines": ["x"]}]}`;
    expect(getFormat('JSON Aeneas').detect(input(text))).toBe(0);
    expect(rows('JSON Aeneas', text)).toEqual([[1000, 2000, 'x']]);
  });
});
