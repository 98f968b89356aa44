import { build } from 'esbuild';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeBundleOptions } from '../../scripts/nodeBundle.mjs';
import type * as SubtitleLibrary from '../../shared/subtitle/index';

// The formats bench times our parsers and writer as the server runs them: bundled by esbuild
// into one module with the server's options. Run from source under tsx instead, every call from
// one module into another goes through an export getter, which costs a small hot function such
// as a time reader 10–15 % of a 1M-cue parse: a cost of the bench's loader, not of the product.

const OUTFILE = 'build/bench/subtitle.js';

export async function loadShippedSubtitleLibrary(): Promise<typeof SubtitleLibrary> {
  await build({
    ...nodeBundleOptions,
    entryPoints: ['shared/subtitle/index.ts'],
    outfile: OUTFILE,
  });
  return (await import(pathToFileURL(resolve(OUTFILE)).href)) as typeof SubtitleLibrary;
}
