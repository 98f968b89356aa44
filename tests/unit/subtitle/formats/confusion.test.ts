import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDetected } from '../../../../shared/subtitle/encoding/detect';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { FORMATS, getFormat } from '../../../../shared/subtitle/formats/registry';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';
import { readSubtitle } from '../../../../shared/subtitle/index';
import { fixtureBytes, SAMPLES } from '../fixtureFiles';

// Bytes that are not text are never taken for a text format: the binary subtitle samples and
// media files (made here by Debian's ffmpeg, without subtitle tracks), whatever their name says.
// samples.test.ts checks the other direction (each sample is its own format's, most surely).

const TEXT_FORMATS = FORMATS.filter((format) => format.canRead && !format.binary);

function inputOf(bytes: Uint8Array, fileName: string): FormatInput {
  return { text: decodeDetected(bytes).text, bytes, fileName };
}

function claimants(input: FormatInput): string[] {
  return TEXT_FORMATS.filter((format) => format.detect(input) > 0).map((format) => format.name);
}

/** The EBU STL sample is not in SAMPLES: its header counts its blocks (TNB), which a written
 *  copy of fewer blocks changes, so it has its own round-trip tests (ebuStl.test.ts). */
const binarySamples = [
  ...SAMPLES.filter((sample) => getFormat(sample.format).binary),
  { path: 'ebu-stl/sample.stl', format: 'EBU STL' },
];

describe('binary subtitle files', () => {
  it('are there to check (every binary format has a sample)', () => {
    const withSample = new Set(binarySamples.map((sample) => sample.format));
    const binaryFormats = FORMATS.filter((format) => format.binary && format.canRead);
    expect(binaryFormats.map((format) => format.name).filter((n) => !withSample.has(n))).toEqual(
      [],
    );
  });

  it.each(binarySamples.map((sample) => [sample.path]))(
    '%s is claimed by no text format',
    (path) => {
      const bytes = fixtureBytes(path);
      for (const fileName of [path.split('/').pop() ?? path, 'upload.txt', 'upload.srt']) {
        expect(claimants(inputOf(bytes, fileName)), fileName).toEqual([]);
      }
    },
  );
});

/** Media files of the kinds users drop on the editor by mistake, a few seconds long. */
const MEDIA: { name: string; args: string[] }[] = [
  {
    name: 'clip.mkv',
    args: [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48:rate=10:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=2',
      '-c:v',
      'mpeg4',
      '-c:a',
      'pcm_s16le',
    ],
  },
  {
    name: 'clip.webm',
    args: [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48:rate=10:duration=2',
      '-c:v',
      'libvpx',
      '-b:v',
      '50k',
    ],
  },
  {
    name: 'clip.mp4',
    args: [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48:rate=10:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=2',
      '-c:v',
      'mpeg4',
      '-c:a',
      'aac',
    ],
  },
  {
    name: 'clip.mov',
    args: ['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=2', '-c:v', 'mpeg4'],
  },
  { name: 'tone.wav', args: ['-f', 'lavfi', '-i', 'sine=duration=1'] },
  { name: 'tone.mp3', args: ['-f', 'lavfi', '-i', 'sine=duration=1'] },
  { name: 'tone.ogg', args: ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'libopus'] },
  { name: 'tone.flac', args: ['-f', 'lavfi', '-i', 'sine=duration=1'] },
];

describe('media files', () => {
  let dir = '';
  const files = new Map<string, Uint8Array>();
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'confusion-'));
    for (const { name, args } of MEDIA) {
      const path = join(dir, name);
      execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args, '-y', path]);
      files.set(name, new Uint8Array(readFileSync(path)));
    }
    files.set('sample.webm', new Uint8Array(readFileSync('web/public/sample/sample.webm')));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([...MEDIA.map((m) => m.name), 'sample.webm'])(
    '%s is claimed by no text format',
    (name) => {
      const bytes = files.get(name) ?? new Uint8Array();
      expect(bytes.length).toBeGreaterThan(0);
      for (const fileName of [name, 'upload.txt', 'upload.srt', 'upload.ass']) {
        expect(claimants(inputOf(bytes, fileName)), fileName).toEqual([]);
      }
    },
  );

  it.each([...MEDIA.map((m) => m.name), 'sample.webm'])(
    '%s without subtitle tracks is refused, never read as zero paragraphs',
    (name) => {
      const bytes = files.get(name) ?? new Uint8Array();
      expect(() => readSubtitle(bytes, name)).toThrow(SubtitleFormatError);
    },
  );
});
