import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingServerFlags, SERVER_NODE_FLAGS } from '../../scripts/serverFlags.mjs';

// `npm start` gives node the server's V8 flags on its command line (V8 takes them only at start),
// so package.json's start script must hold every one of scripts/serverFlags.mjs.

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the server process flags', () => {
  it('are all on the command line of `npm start`, before the script', () => {
    const words = (manifest.scripts.start ?? '').split(/\s+/);
    const script = words.indexOf('scripts/start.mjs');
    expect(words[0]).toBe('node');
    expect(script).toBeGreaterThan(0);
    expect(missingServerFlags(words.slice(1, script))).toEqual([]);
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
  });

  it('tells which flags a process lacks', () => {
    expect(missingServerFlags([])).toEqual(SERVER_NODE_FLAGS);
    expect(missingServerFlags(['--import', 'tsx', ...SERVER_NODE_FLAGS])).toEqual([]);
  });
});
