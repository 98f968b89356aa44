import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Issue 14.5: `npm ci` prints no EBADENGINE warning on any Node version the project supports.
// Every package of the lock file (dev, optional and platform packages included) must declare a
// Node range that holds the whole range package.json declares, and the README names that range.

interface LockedPackage {
  version?: string;
  engines?: Record<string, string> | string[];
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines?: { node?: string };
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const declared = manifest.engines?.node ?? '';

/** The Node range of a locked package, from either engines form (object, or old string list). */
function nodeRangeOf(engines: LockedPackage['engines']): string | undefined {
  if (engines === undefined) return undefined;
  if (!Array.isArray(engines)) return engines['node'];
  const entry = engines.find((item) => /^node\b/.test(item.trim()));
  return entry?.trim().replace(/^node\s*/, '');
}

describe('the Node versions package.json declares', () => {
  it('are a valid range that holds the Node running the tests', () => {
    expect(semver.validRange(declared), declared).not.toBeNull();
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });

  it('are all accepted by every package in the lock file', () => {
    const refusing: string[] = [];
    for (const [path, locked] of Object.entries(lock.packages)) {
      if (path === '') continue;
      const range = nodeRangeOf(locked.engines);
      if (range === undefined || range.trim() === '' || range.trim() === '*') continue;
      if (!semver.subset(declared, range)) {
        refusing.push(`${path.replace(/^.*node_modules\//, '')}@${locked.version}: ${range}`);
      }
    }
    expect(refusing).toEqual([]);
  });

  it('are the versions the README names', () => {
    expect(readFileSync('README.md', 'utf8')).toContain(`\`${declared}\``);
  });
});
