import { describe, expect, it } from 'vitest';
import { TIMELINE_HEIGHT_PX, TIMELINE_MIN_HEIGHT_PX } from '../../../../shared/subtitle/constants';
import { clampTimelineHeight, timelineHeightMaxPx } from '../../../../web/editor/state/layout';

describe("the timeline's height", () => {
  it('stays between 80 px and half the window, in whole pixels', () => {
    expect(TIMELINE_MIN_HEIGHT_PX).toBe(80);
    expect(clampTimelineHeight(10, 720)).toBe(80);
    expect(clampTimelineHeight(200.6, 720)).toBe(201);
    expect(clampTimelineHeight(500, 720)).toBe(360);
    expect(timelineHeightMaxPx(1081)).toBe(540);
  });

  it('never goes below the least, even in a tiny window', () => {
    expect(timelineHeightMaxPx(100)).toBe(80);
    expect(clampTimelineHeight(300, 100)).toBe(80);
  });

  it("falls back to the spec's 150 px for a stored value that is not a number", () => {
    expect(clampTimelineHeight(Number('tall'), 720)).toBe(TIMELINE_HEIGHT_PX);
    expect(TIMELINE_HEIGHT_PX).toBe(150);
  });
});
