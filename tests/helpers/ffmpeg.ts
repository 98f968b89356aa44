import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Debian's ffmpeg as the second opinion on files we write: it reads a subtitle file and prints
// what it understood as SubRip. scripts/ensureSystemPackages.mjs installs it before `npm test`.

/** The file's cues as ffmpeg reads them, written by ffmpeg as SubRip text. `demuxer` forces
 *  ffmpeg's reader (`-f jacosub`, …) where the extension alone would not choose it. */
export function ffmpegReadsAsSrt(bytes: Uint8Array, fileName: string, demuxer?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ffmpeg-read-'));
  const path = join(dir, fileName);
  writeFileSync(path, bytes);
  const forced = demuxer === undefined ? [] : ['-f', demuxer];
  return execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', ...forced, '-i', path, '-f', 'srt', '-'],
    { encoding: 'utf8' },
  );
}

/** SubRip text as [startMs, endMs, text] triples, for comparing ffmpeg's reading with ours. */
export function srtCues(srt: string): [number, number, string][] {
  const ms = (h: string, m: string, s: string, f: string) =>
    ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(f);
  return srt
    .replace(/\r/g, '')
    .split(/\n{2,}/)
    .flatMap((block) => {
      const match = /^\d+\n(\d+):(\d+):(\d+),(\d+) --> (\d+):(\d+):(\d+),(\d+)\n?([\s\S]*)$/.exec(
        block.trim(),
      );
      if (!match) return [];
      const [, h1, m1, s1, f1, h2, m2, s2, f2, text] = match as unknown as string[];
      return [[ms(h1!, m1!, s1!, f1!), ms(h2!, m2!, s2!, f2!), (text ?? '').trim()]];
    });
}
