import { describe, expect, it } from 'vitest';
import { themeAtom } from '../../../../web/editor/state/theme';
import { timelineHeightPxAtom, timelineWidthAtom } from '../../../../web/editor/state/view';
import {
  TIMELINE_PALETTES,
  type TimelinePalette,
} from '../../../../web/editor/timeline/draw/palette';
import { buildFrame, sameStill } from '../../../../web/editor/timeline/frame';
import { makeStore } from '../editorTestStore';

/** [r, g, b, alpha] of '#rrggbb' or 'rgba(r, g, b, a)'. */
function rgba(colour: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex?.[1]) {
    const value = Number.parseInt(hex[1], 16);
    return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff, 1];
  }
  const parts = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(colour);
  if (!parts) throw new Error(`not a colour the canvas code writes: ${colour}`);
  return [Number(parts[1]), Number(parts[2]), Number(parts[3]), Number(parts[4])];
}

/** `top` painted over the opaque `under`. */
function over(top: string, under: [number, number, number, number]): [number, number, number] {
  const [r, g, b, a] = rgba(top);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
}

function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

const opaque = (colour: string): [number, number, number] => rgba(colour).slice(0, 3) as never;

describe.each(['light', 'dark'] as const)('the %s timeline palette', (theme) => {
  const palette: TimelinePalette = TIMELINE_PALETTES[theme];
  const background = rgba(palette.background);

  it('has opaque backgrounds and strokes, so the waveform pixels and edges are exact', () => {
    for (const key of [
      'background',
      'grid',
      'wave',
      'waveCentre',
      'ruler',
      'rulerText',
      'lineStart',
      'lineEnd',
      'playhead',
    ] as const) {
      expect(rgba(palette[key])[3], key).toBe(1);
    }
  });

  it('matches the theme: a light canvas in the light theme, a dark one in the dark theme', () => {
    const light = luminance(background) > 0.5;
    expect(light).toBe(theme === 'light');
    expect(luminance(rgba(palette.ruler)) > 0.5).toBe(theme === 'light');
  });

  it('writes text at 4.5:1 or more on what it is drawn over', () => {
    expect(contrast(opaque(palette.rulerText), opaque(palette.ruler))).toBeGreaterThanOrEqual(4.5);
    // Line text and numbers sit on a (tinted) line box over the background.
    for (const box of [palette.line, palette.lineSelected, palette.lineError]) {
      const boxColour = over(box, background);
      expect(contrast(opaque(palette.text), boxColour), box).toBeGreaterThanOrEqual(4.5);
      expect(contrast(opaque(palette.number), boxColour), box).toBeGreaterThanOrEqual(4.5);
    }
    const errorBox = over(palette.lineError, background);
    expect(contrast(opaque(palette.errorMark), errorBox)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the wave, the playhead and the edges visibly apart from the background (3:1)', () => {
    for (const key of ['wave', 'playhead', 'lineStart', 'lineEnd', 'outlineSelected'] as const) {
      expect(contrast(opaque(palette[key]), opaque(palette.background)), key).toBeGreaterThan(3);
    }
  });
});

describe('the frame carries the palette of the editor theme', () => {
  const LINES = [[1000, 3000, 'one']] as const;

  it('takes the palette and the laid-out height from state, and redraws when they change', () => {
    const store = makeStore(LINES);
    store.set(timelineWidthAtom, 400);
    store.set(themeAtom, 'light');
    const light = buildFrame(store, 1, null);
    expect(light?.still.palette).toBe(TIMELINE_PALETTES.light);
    expect(light?.still.heightPx).toBe(150);

    store.set(themeAtom, 'dark');
    const dark = buildFrame(store, 1, light?.still ?? null);
    expect(dark?.still.palette).toBe(TIMELINE_PALETTES.dark);
    expect(dark && light && sameStill(light.still, dark.still)).toBe(false);
    const again = buildFrame(store, 1, dark?.still ?? null);
    expect(again && dark && sameStill(dark.still, again.still)).toBe(true);

    store.set(timelineHeightPxAtom, 240);
    const taller = buildFrame(store, 1, again?.still ?? null);
    expect(taller?.still.heightPx).toBe(240);
    expect(taller && again && sameStill(again.still, taller.still)).toBe(false);
  });
});
