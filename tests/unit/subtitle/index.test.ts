import { describe, expect, it } from 'vitest';
import {
  listEncodings,
  listFormats,
  readSubtitle,
  SubtitleFormatError,
  UnknownEncodingError,
  UnknownFormatError,
  writePlainText,
  writeSubtitle,
} from '../../../shared/subtitle/index';
import type { Subtitle } from '../../../shared/subtitle/model';
import { fixtureBytes } from './fixtureFiles';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

const subtitle: Subtitle = {
  fileName: 'folder/movie.en.srt',
  format: 'SubRip',
  paragraphs: [{ number: 1, start: 1000.4, end: 2000.6, text: 'Café €' }],
};

describe('readSubtitle', () => {
  it('detects encoding and format and keeps the uploaded file name', () => {
    const subtitle = readSubtitle(fixtureBytes('subrip/basic.srt'), 'my file.txt');
    expect(subtitle.fileName).toBe('my file.txt');
    expect(subtitle.format).toBe('SubRip');
    expect(subtitle.paragraphs).toHaveLength(4);
  });

  it('reads a UTF-16 file with a BOM', () => {
    const bytes = writeSubtitle(subtitle, 'WebVTT', { encoding: 'utf-16le' }).bytes;
    const read = readSubtitle(bytes, 'x.vtt');
    expect(read.format).toBe('WebVTT');
    expect(read.paragraphs[0]).toEqual({ number: 1, start: 1000, end: 2001, text: 'Café €' });
  });

  it('refuses an empty file and a file of white space', () => {
    expect(() => readSubtitle(new Uint8Array(), 'a.srt')).toThrow(/empty/);
    expect(() => readSubtitle(encode(' \r\n\t'), 'a.srt')).toThrow(SubtitleFormatError);
  });

  it('says clearly when no format matches', () => {
    expect(() => readSubtitle(encode('Dear diary, nothing timed here.'), 'notes.srt')).toThrow(
      'No subtitle format matched the content of "notes.srt"',
    );
  });

  it('lets the extension break a tie only', () => {
    // Three .sub formats; the content decides even when the extension points elsewhere.
    expect(readSubtitle(fixtureBytes('microdvd/basic.sub'), 'a.srt').format).toBe('MicroDVD');
    expect(readSubtitle(fixtureBytes('subviewer2/basic.sub'), 'a.sub').format).toBe(
      'SubViewer 2.0',
    );
  });
});

describe('writeSubtitle', () => {
  it('names the file after the format, rounds times and uses the encoding and new lines', () => {
    const written = writeSubtitle(subtitle, 'subrip', { encoding: 'UTF-8 with BOM' });
    expect(written.fileName).toBe('movie.en.srt');
    expect([...written.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(written.bytes.slice(3))).toBe(
      '1\r\n00:00:01,000 --> 00:00:02,001\r\nCafé €\r\n\r\n',
    );
    const lf = writeSubtitle(subtitle, 'WebVTT', {
      encoding: 'iso-8859-1',
      useWindowsNewLine: false,
    });
    expect(lf.fileName).toBe('movie.en.vtt');
    expect([...lf.bytes.slice(-7)]).toEqual([...encode('Caf'), 0xe9, 0x20, 0x3f, 0x0a]);
  });

  it('defaults to UTF-8 with BOM and Windows new lines', () => {
    const written = writeSubtitle(subtitle, 'SubRip');
    expect([...written.bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x31]);
    expect(new TextDecoder().decode(written.bytes)).toContain('\r\n');
  });

  it('throws typed errors for unknown format and encoding names', () => {
    expect(() => writeSubtitle(subtitle, 'Nope')).toThrow(UnknownFormatError);
    expect(() => writeSubtitle(subtitle, 'SubRip', { encoding: 'klingon' })).toThrow(
      UnknownEncodingError,
    );
  });
});

describe('writePlainText', () => {
  it('writes a .txt in the chosen mode and encoding', () => {
    const written = writePlainText(
      { ...subtitle, paragraphs: [{ number: 1, start: 0, end: 1, text: '<i>a</i>\nb' }] },
      { mode: 'unbreak', removeStyling: true, encoding: 'utf-8', useWindowsNewLine: false },
    );
    expect(written.fileName).toBe('movie.en.txt');
    expect(new TextDecoder().decode(written.bytes)).toBe('a b\n');
  });
});

describe('lists', () => {
  it('lists formats with SubRip first and the fields the service answers', () => {
    const formats = listFormats();
    expect(formats[0]).toEqual({
      name: 'SubRip',
      extension: '.srt',
      extensions: ['.srt'],
      canRead: true,
      canWrite: true,
      binary: false,
    });
    const names = formats.map((f) => f.name);
    for (const name of [
      'WebVTT',
      'Advanced Sub Station Alpha',
      'Sub Station Alpha',
      'YouTube sbv',
      'MicroDVD',
      'SubViewer 1.0',
      'SubViewer 2.0',
      'MPL2',
      'LRC',
      'JSON',
      'CSV',
      'Plain text',
    ]) {
      expect(names).toContain(name);
    }
    expect(formats.find((f) => f.name === 'Plain text')?.canRead).toBe(false);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists the 26 encodings, UTF-8 with BOM first', () => {
    const encodings = listEncodings();
    expect(encodings).toHaveLength(26);
    expect(encodings[0]).toEqual({ code: 'utf-8-bom', displayName: 'UTF-8 with BOM' });
  });
});
