// The timeline's colours, one palette per theme. The frame carries the palette of the editor's
// theme (frame.ts reads state/theme.ts), and the draw functions take it from the frame only.
// What a colour says is also said another way: rule errors carry a "!" before the line number,
// selected lines a heavier outline. Text colours keep 4.5:1 against what they are drawn on
// (tests/unit/editor/timeline/palette.test.ts).
import type { ThemeName } from '../../state/theme';

export interface TimelinePalette {
  readonly background: string;
  readonly grid: string;
  readonly wave: string;
  readonly waveCentre: string;
  readonly ruler: string;
  readonly rulerText: string;
  readonly rulerTick: string;
  readonly line: string;
  readonly lineSelected: string;
  readonly lineError: string;
  readonly lineStart: string;
  readonly lineEnd: string;
  readonly outlineSelected: string;
  readonly text: string;
  readonly number: string;
  readonly errorMark: string;
  readonly scene: string;
  readonly playhead: string;
  readonly region: string;
  readonly regionEdge: string;
}

/** Dark like the desktop program's waveform, so the green wave and the line boxes stand out. */
const DARK: TimelinePalette = {
  background: '#101418',
  grid: '#1b2229',
  wave: '#3fbf5f',
  waveCentre: '#2a5f38',
  ruler: '#1f262d',
  rulerText: '#c9d1d9',
  rulerTick: '#5b6670',
  line: 'rgba(255, 255, 255, 0.13)',
  lineSelected: 'rgba(88, 166, 255, 0.34)',
  lineError: 'rgba(255, 92, 92, 0.30)',
  lineStart: '#5fd37a',
  lineEnd: '#e06c6c',
  outlineSelected: '#79b8ff',
  text: '#f0f3f6',
  number: '#b8c3cd',
  errorMark: '#ff8a8a',
  scene: '#d8b4fe',
  playhead: '#ff4d4d',
  region: 'rgba(88, 166, 255, 0.28)',
  regionEdge: '#79b8ff',
};

/** Paper-light, with a darker green wave and darker edges, for the site's light theme. */
const LIGHT: TimelinePalette = {
  background: '#f8fafc',
  grid: '#e4e9ef',
  wave: '#1e8c3a',
  waveCentre: '#9fcfab',
  ruler: '#e7ecf2',
  rulerText: '#1b1f24',
  rulerTick: '#6b7683',
  line: 'rgba(29, 78, 137, 0.10)',
  lineSelected: 'rgba(29, 111, 209, 0.26)',
  lineError: 'rgba(214, 40, 40, 0.20)',
  lineStart: '#1f9d46',
  lineEnd: '#c23b3b',
  outlineSelected: '#1d6fd1',
  text: '#111418',
  number: '#3f4955',
  errorMark: '#a4161a',
  scene: '#8a3fc7',
  playhead: '#d7263d',
  region: 'rgba(29, 111, 209, 0.20)',
  regionEdge: '#1d6fd1',
};

export const TIMELINE_PALETTES: Readonly<Record<ThemeName, TimelinePalette>> = {
  light: LIGHT,
  dark: DARK,
};

/** Height of the time ruler at the top of the canvas, CSS px. */
export const RULER_HEIGHT_PX = 18;
