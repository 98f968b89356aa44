// The site's colour theme as the editor sees it: the page (Editor.tsx) keeps this atom in step
// with <html data-theme>, and canvas drawing takes its palette from it (timeline/frame.ts), so
// no draw function reads the DOM or a global for its colours.
import { atom } from './store';

export type ThemeName = 'light' | 'dark';

export const themeAtom = atom<ThemeName>('light');
