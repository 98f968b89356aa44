import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../shared/subtitle/formats/registry';
import { readSubtitle, writeSubtitle } from '../../../shared/subtitle/index';
import type { Subtitle } from '../../../shared/subtitle/model';
import { ffmpegReadsAsSrt, srtCues } from '../../helpers/ffmpeg';

// ffmpeg as the second opinion on the broadcast caption files we write: its MacCaption demuxer
// and CEA-608 decoder must read our .mcc with the same times (to a frame at 29.97) and texts, and
// the SCC ffmpeg writes from it must read back through our SCC drop-frame name.

function ffmpegRun(args: string[]): string {
  try {
    return execFileSync('ffmpeg', ['-hide_banner', ...args], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

const version = ffmpegRun(['-version']).split('\n')[0] ?? 'ffmpeg not found';
const hasMcc = /^\s*D\S*\s+mcc\s/m.test(ffmpegRun(['-demuxers']));
const FRAME_MS = 1001 / 30;

const SUBTITLE: Subtitle = {
  fileName: 'broadcast.srt',
  paragraphs: [
    { number: 1, start: 1000, end: 3500, text: 'Hello, world.' },
    { number: 2, start: 4000, end: 6000, text: 'Two lines\non the screen' },
    { number: 3, start: 6000, end: 8200, text: 'Right after, no gap' },
    { number: 4, start: 9000, end: 11000, text: '<i>Italic</i> and Café' },
    { number: 5, start: 61000, end: 63000, text: 'Past the first dropped frames' },
    { number: 6, start: 600500, end: 602000, text: 'Ten minutes in' },
  ],
};

/** ffmpeg's CEA-608 text without its screen layout: font and position tags, hard spaces. */
function plain(text: string): string {
  return text
    .replace(/<\/?font[^>]*>/g, '')
    .replace(/\{\\an\d\}/g, '')
    .replace(/\\h/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}

describe.skipIf(!hasMcc)(`ffmpeg reads our broadcast files (${version})`, () => {
  const written = writeSubtitle(SUBTITLE, 'MacCaption 1.0', { useWindowsNewLine: false });
  const ours = readSubtitle(written.bytes, written.fileName);

  it('our own reading of the .mcc keeps every cue to the frame', () => {
    expect(ours.format).toBe('MacCaption 1.0');
    expect(ours.paragraphs.map((p) => p.text)).toEqual(SUBTITLE.paragraphs.map((p) => p.text));
    ours.paragraphs.forEach((paragraph, index) => {
      const original = SUBTITLE.paragraphs[index];
      expect(Math.abs(paragraph.start - (original?.start ?? 0))).toBeLessThanOrEqual(
        FRAME_MS / 2 + 1,
      );
      expect(Math.abs(paragraph.end - (original?.end ?? 0))).toBeLessThanOrEqual(FRAME_MS / 2 + 1);
    });
  });

  it('ffmpeg reads the .mcc we write with the same times and texts', () => {
    const cues = srtCues(ffmpegReadsAsSrt(written.bytes, 'broadcast.mcc'));
    expect(cues.map(([, , text]) => plain(text))).toEqual(ours.paragraphs.map((p) => p.text));
    cues.forEach(([start, end], index) => {
      const paragraph = ours.paragraphs[index];
      expect(Math.abs(start - (paragraph?.start ?? 0))).toBeLessThanOrEqual(FRAME_MS);
      expect(Math.abs(end - (paragraph?.end ?? 0))).toBeLessThanOrEqual(FRAME_MS);
    });
  });

  it('the SCC ffmpeg writes from our .mcc reads back as Scenarist Closed Captions Drop Frame', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ffmpeg-broadcast-'));
    writeFileSync(join(dir, 'in.mcc'), written.bytes);
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      join(dir, 'in.mcc'),
      '-c:s',
      'copy',
      join(dir, 'out.scc'),
    ]);
    const bytes = new Uint8Array(readFileSync(join(dir, 'out.scc')));
    const text = new TextDecoder().decode(bytes);
    const scc = getFormat('Scenarist Closed Captions Drop Frame').parse({
      text,
      bytes,
      fileName: 'out.scc',
    });
    expect(scc.format).toBe('Scenarist Closed Captions Drop Frame');
    expect(scc.paragraphs.map((p) => p.text)).toEqual(ours.paragraphs.map((p) => p.text));
    scc.paragraphs.forEach((paragraph, index) => {
      const expected = ours.paragraphs[index];
      // ffmpeg labels its SCC with wall-clock hh:mm:ss:ff (':', 30 labels a second), while the SCC
      // reader takes ':' as non-drop time code at 29.97, 0.1 % longer: within a frame plus that.
      const slack = (ms: number): number => FRAME_MS + 1 + ms * 0.001;
      expect(Math.abs(paragraph.start - (expected?.start ?? 0))).toBeLessThanOrEqual(
        slack(paragraph.start),
      );
      expect(Math.abs(paragraph.end - (expected?.end ?? 0))).toBeLessThanOrEqual(
        slack(paragraph.end),
      );
    });
  });
});

describe.skipIf(hasMcc)(`ffmpeg without an mcc demuxer (${version})`, () => {
  it.skip('this ffmpeg cannot read MacCaption files', () => {});
});
