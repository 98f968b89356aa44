import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every sample subtitle file under tests/fixtures/subtitles/ (the format round-trip files), for
// tests that hold a piece of the service to the library on all of them.

const ROOT = fileURLToPath(new URL('../fixtures/subtitles/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return name.endsWith('.ts') ? [] : [path];
  });
}

export interface SampleFile {
  /** The path under tests/fixtures/subtitles/. */
  name: string;
  bytes: Uint8Array;
}

export function sampleFiles(): SampleFile[] {
  return filesUnder(ROOT).map((path) => ({
    name: relative(ROOT, path),
    bytes: new Uint8Array(readFileSync(path)),
  }));
}
