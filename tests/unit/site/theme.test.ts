import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_KEY } from '../../../web/theme';

/** Runs web/public/theme.js (the script in the page's head) against a stored value and a
 *  system preference; answers the data-theme it set. */
function themeScriptResult(stored: string | null, systemDark: boolean, storageThrows = false) {
  const attributes: Record<string, string> = {};
  const window = {
    localStorage: {
      getItem(key: string): string | null {
        if (storageThrows) throw new Error('blocked');
        return key === THEME_KEY ? stored : null;
      },
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && systemDark,
    }),
  };
  const document = {
    documentElement: {
      setAttribute(name: string, value: string): void {
        attributes[name] = value;
      },
    },
  };
  runInNewContext(readFileSync('web/public/theme.js', 'utf8'), { window, document });
  return attributes['data-theme'];
}

describe('the theme', () => {
  it('is the stored choice, else the system preference', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('purple', true)).toBe('dark');
  });

  it('is set before the first paint by public/theme.js by the same rule, under the same key', () => {
    for (const stored of [null, 'light', 'dark', 'purple']) {
      for (const systemDark of [false, true]) {
        expect(themeScriptResult(stored, systemDark), `${stored} ${systemDark}`).toBe(
          resolveTheme(stored, systemDark),
        );
      }
    }
    expect(themeScriptResult('light', true, true)).toBe('dark');
  });

  it('is kept under a SEOnline_ key', () => {
    expect(THEME_KEY).toBe('SEOnline_theme');
  });
});
