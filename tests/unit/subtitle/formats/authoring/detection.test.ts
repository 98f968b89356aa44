import { describe, expect, it } from 'vitest';
import { AUTHORING_FORMATS } from '../../../../../shared/subtitle/formats/authoring/index';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import { textInput } from './helpers';

// What no authoring format may claim: prose, media files, other text formats' typical content.

const README = `# Harbour project

This folder holds the subtitles of the film. Edit them with any editor;
the timings were checked at 10:00 on Monday, and again at 12:30.

- Reel 1: 00:00:01:00 to 00:20:00:00
- Reel 2 follows.
`;

function binaryInput(): FormatInput {
  // A Matroska header, then bytes of every value: what a video file looks like as text.
  const bytes = new Uint8Array(4096);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
  for (let index = 9; index < bytes.length; index++) bytes[index] = (index * 37) % 256;
  return { text: new TextDecoder('latin1').decode(bytes), bytes, fileName: 'movie.mkv' };
}

const NOT_OURS: readonly (readonly [string, FormatInput])[] = [
  ['prose', textInput(README, 'README.md')],
  ['a word', textInput('hello', 'a.txt')],
  ['a media file', binaryInput()],
  ['SubRip', textInput('1\n00:00:01,000 --> 00:00:02,000\nHello\n\n', 'a.srt')],
  ['WebVTT', textInput('WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n', 'a.vtt')],
  ['JSON', textInput('[{"start": 1, "end": 2, "text": "00:00:01:00"}]', 'a.json')],
  ['XML', textInput('<tt><p begin="00:00:01:00" end="00:00:02:00">Hi</p></tt>', 'a.xml')],
];

describe('authoring formats claim nothing else', () => {
  it.each(NOT_OURS)('%s', (_what, input) => {
    for (const format of AUTHORING_FORMATS) {
      expect(format.detect(input), format.name).toBe(0);
    }
  });
});
