import { describe, expect, it } from 'vitest';
import {
  clampView,
  DEFAULT_VIEW_SPAN_MS,
  edgeToleranceMs,
  followView,
  maxMsPerPx,
  rulerLabel,
  rulerSteps,
  RULER_LABEL_SPACING_PX,
  scrollView,
  timeAtPx,
  zoomView,
} from '../../../../web/editor/state/viewGeometry';

const HOUR = 3_600_000;

describe('timeline geometry', () => {
  it('opens on 20 s, or the whole file when it is shorter', () => {
    expect(clampView({ startMs: 0, msPerPx: 0 }, 1000, HOUR)).toEqual({
      startMs: 0,
      msPerPx: DEFAULT_VIEW_SPAN_MS / 1000,
    });
    expect(clampView({ startMs: 0, msPerPx: 0 }, 1000, 10_000).msPerPx).toBe(10);
  });

  it('zooms from the whole file down to 1 px = 1 ms, never past either', () => {
    expect(maxMsPerPx(1000, 10 * HOUR)).toBe(36_000);
    expect(zoomView({ startMs: 0, msPerPx: 2 }, 1 / 8, 500, 1000, HOUR).msPerPx).toBe(1);
    expect(zoomView({ startMs: 0, msPerPx: 2000 }, 8, 500, 1000, HOUR)).toEqual({
      startMs: 0,
      msPerPx: 3600,
    });
  });

  it('keeps the time under the mouse in place while zooming', () => {
    const view = { startMs: 60_000, msPerPx: 20 };
    const before = timeAtPx(view, 300);
    const zoomed = zoomView(view, 0.5, 300, 1000, HOUR);
    expect(timeAtPx(zoomed, 300)).toBeCloseTo(before, 6);
  });

  it('keeps the view inside the timeline when scrolling', () => {
    expect(scrollView({ startMs: 1000, msPerPx: 10 }, -500, 1000, HOUR).startMs).toBe(0);
    expect(scrollView({ startMs: 0, msPerPx: 10 }, 1e9, 1000, HOUR).startMs).toBe(HOUR - 10_000);
  });

  it('follows the playhead: centred, or a page turn when it leaves the view', () => {
    const view = { startMs: 10_000, msPerPx: 10 };
    expect(followView(view, 30_000, 1000, HOUR, true).startMs).toBe(25_000);
    expect(followView(view, 15_000, 1000, HOUR, false)).toBe(view);
    expect(followView(view, 20_500, 1000, HOUR, false).startMs).toBe(20_000);
    expect(followView(view, 2_000, 1000, HOUR, false).startMs).toBe(1_500);
  });

  it('grabs edges within 50 ms, or one pixel when a pixel is longer', () => {
    expect(edgeToleranceMs(1)).toBe(50);
    expect(edgeToleranceMs(50)).toBe(50);
    expect(edgeToleranceMs(400)).toBe(400);
  });

  it('spaces ruler labels so they stay readable at every zoom', () => {
    for (const msPerPx of [1, 3, 7, 20, 55, 300, 1000, 4000, 36_000]) {
      const { labelMs, tickMs } = rulerSteps(msPerPx);
      expect(labelMs / msPerPx).toBeGreaterThanOrEqual(RULER_LABEL_SPACING_PX);
      expect(labelMs % tickMs).toBe(0);
    }
    expect(rulerSteps(1).labelMs).toBe(100);
    expect(rulerLabel(3_723_450, 100)).toBe('1:02:03.450');
    expect(rulerLabel(3_723_450, 1000)).toBe('1:02:03');
  });
});
