// The timeline's colours (dark like the desktop program's waveform, so the green wave and the
// line boxes stand out). What a colour says is also said another way: rule errors carry a "!"
// before the line number, selected lines a heavier outline.
export const PALETTE = {
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
  number: '#9aa7b3',
  errorMark: '#ff8a8a',
  scene: '#d8b4fe',
  playhead: '#ff4d4d',
  region: 'rgba(88, 166, 255, 0.28)',
  regionEdge: '#79b8ff',
} as const;

/** Height of the time ruler at the top of the canvas, CSS px. */
export const RULER_HEIGHT_PX = 18;
