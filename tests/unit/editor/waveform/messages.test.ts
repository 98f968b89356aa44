import { describe, expect, it } from 'vitest';
import { fileCacheKey, urlCacheKey } from '../../../../web/editor/waveform/peakCache';
import {
  codecName,
  doneMessage,
  failureMessage,
  NO_VIDEO_MESSAGE,
} from '../../../../web/editor/waveform/messages';
import { percentDone } from '../../../../web/editor/waveform/waveformJob';

describe('codec names', () => {
  it('are the names people know', () => {
    expect(codecName('ac3')).toBe('AC-3 (Dolby Digital)');
    expect(codecName('eac3')).toBe('E-AC-3 (Dolby Digital Plus)');
    expect(codecName('opus')).toBe('Opus');
    expect(codecName('aac')).toBe('AAC');
    expect(codecName('pcm-s24be')).toBe('PCM s24be');
    expect(codecName('something-new')).toBe('something-new');
  });
});

describe('failure messages', () => {
  const name = 'film.mkv';

  it('name the codec the browser cannot decode', () => {
    expect(failureMessage({ kind: 'undecodableCodec', codec: 'ac3' }, name)).toBe(
      'The waveform could not be made: the audio of "film.mkv" is AC-3 (Dolby Digital), which this browser cannot decode.',
    );
    expect(failureMessage({ kind: 'undecodableCodec', codec: null }, name)).toBe(
      'The waveform could not be made: the audio of "film.mkv" is in a codec the editor does not know.',
    );
  });

  it('say why a web address cannot be read', () => {
    const address = 'https://example.com/v.webm';
    expect(failureMessage({ kind: 'urlNotReadable' }, address)).toContain(
      'the page may not read https://example.com/v.webm: its server does not allow other sites to read the file (CORS), or it could not be reached.',
    );
    expect(failureMessage({ kind: 'urlStatus', status: 403 }, address)).toBe(
      'The waveform could not be made: the server of https://example.com/v.webm answered HTTP 403 when the page asked for the file.',
    );
  });

  it('cover a file without audio, an unknown format, a failed decode and a missing decoder', () => {
    expect(failureMessage({ kind: 'noAudio' }, name)).toBe(
      'The waveform could not be made: "film.mkv" has no audio track.',
    );
    expect(failureMessage({ kind: 'unreadableFormat' }, name)).toMatch(
      /^The waveform could not be made: "film\.mkv" is not a media file the editor can read \(it reads MP4, .*\)\.$/,
    );
    expect(
      failureMessage({ kind: 'decodeFailed', codec: 'vorbis', detail: 'EncodingError' }, name),
    ).toBe(
      'The waveform could not be made: decoding the Vorbis audio of "film.mkv" failed (EncodingError).',
    );
    expect(failureMessage({ kind: 'noWebCodecs' }, name)).toContain("WebCodecs' AudioDecoder");
  });

  it('and the notices after success and without a video', () => {
    expect(doneMessage('a.webm', false)).toBe('Waveform made from "a.webm".');
    expect(doneMessage('a.webm', true)).toBe(
      `Waveform of "a.webm" shown from this browser's cache.`,
    );
    expect(NO_VIDEO_MESSAGE).toMatch(/^Open a video first/);
  });
});

describe('peak cache keys', () => {
  it('know a file by name, size and last-modified time', () => {
    expect(fileCacheKey({ name: 'a.webm', size: 1234, lastModified: 1_700_000_000_000 })).toEqual([
      'a.webm',
      1234,
      1_700_000_000_000,
    ]);
  });

  it('know a web address by the address and its size, -1 when unknown', () => {
    expect(urlCacheKey('https://x.test/v.mp4', 99)).toEqual(['https://x.test/v.mp4', 99, -1]);
    expect(urlCacheKey('https://x.test/v.mp4', null)).toEqual(['https://x.test/v.mp4', -1, -1]);
  });
});

describe('progress', () => {
  it('is whole percent, clamped, 0 while the total is unknown', () => {
    expect(percentDone(0, 60)).toBe(0);
    expect(percentDone(30, 60)).toBe(50);
    expect(percentDone(59.99, 60)).toBe(99);
    expect(percentDone(61, 60)).toBe(100);
    expect(percentDone(5, 0)).toBe(0);
    expect(percentDone(5, Number.NaN)).toBe(0);
  });
});
