import { useSyncExternalStore } from 'react';

// The site's colour theme. The page follows the system's light or dark preference unless the
// visitor chose one with the top bar's "Dark theme" button; the choice is kept in localStorage.
// public/theme.js applies the same rule before the first paint (a classic script in the head,
// allowed by the CSP's script-src 'self'), so a page never flashes the other theme; this module
// keeps <html data-theme> right afterwards. Colours are CSS custom properties per theme
// (styles.css); canvas drawing takes its palette from the theme it is given (the editor's
// themeAtom), never from the DOM.

export type Theme = 'light' | 'dark';

/** localStorage key of an explicit choice ('light' or 'dark'); absent = follow the system. */
export const THEME_KEY = 'SEOnline_theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme shown for a stored choice (anything but 'light'/'dark' = none) and the system's. */
export function resolveTheme(choice: string | null, systemPrefersDark: boolean): Theme {
  if (choice === 'light' || choice === 'dark') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    // Storage blocked: follow the system.
    return null;
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

/** The theme the page shows now. */
export function currentTheme(): Theme {
  return document.documentElement.dataset['theme'] === 'dark' ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function apply(): void {
  const theme = resolveTheme(storedChoice(), systemPrefersDark());
  if (document.documentElement.dataset['theme'] !== theme) {
    document.documentElement.dataset['theme'] = theme;
  }
  for (const listener of listeners) listener();
}

/** Chooses a theme for good (remembered across visits). */
export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage full or blocked: the choice holds until the page is left.
    document.documentElement.dataset['theme'] = theme;
    for (const listener of listeners) listener();
    return;
  }
  apply();
}

function onStorage(event: StorageEvent): void {
  // Another tab chose (or localStorage was cleared).
  if (event.key === THEME_KEY || event.key === null) apply();
}

/** Calls `listener` whenever the shown theme may have changed; returns the unsubscribe. */
export function subscribeTheme(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.matchMedia(DARK_QUERY).addEventListener('change', apply);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.matchMedia(DARK_QUERY).removeEventListener('change', apply);
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The theme shown, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, currentTheme);
}
