// Every number the editor spec fixes (spec/editor.md §5 and §9), once. Times are milliseconds.

/** A rule value's default, the range its input accepts, and the stored value below which it is
 *  reset to the default on load (spec §5 "reset to default if"). */
export interface RuleRange {
  readonly defaultValue: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Stored values below this fall back to the default; undefined: only invalid values do. */
  readonly resetBelow: number | undefined;
}

export const SINGLE_LINE_MAX_LENGTH: RuleRange = {
  defaultValue: 42,
  min: 10,
  max: 999,
  step: 1,
  resetBelow: undefined,
};

export const MAX_CPS: RuleRange = { defaultValue: 25, min: 4, max: 99, step: 0.1, resetBelow: 5 };

export const MIN_DURATION_MS: RuleRange = {
  defaultValue: 1000,
  min: 10,
  max: 10000,
  step: 1,
  resetBelow: 5,
};

export const MAX_DURATION_MS: RuleRange = {
  defaultValue: 8000,
  min: 1000,
  max: 20000,
  step: 1,
  resetBelow: 5,
};

/** A new line from the control bar or the timeline's "insert new here". */
export const NEW_LINE_DURATION_MS = 2500;
/** Insert before / after: the new line's length and its gap to the line it sits next to. */
export const INSERT_BEFORE_AFTER_DURATION_MS = 2000;
export const INSERT_GAP_MS = 50;
/** Split here: the first part ends at half the duration minus this. */
export const SPLIT_FIRST_PART_TRIM_MS = 25;
/** Timeline: a mouse-down this close to a line's start or end grabs that edge. */
export const EDGE_TOLERANCE_MS = 50;
export const WHEEL_STEP_MS = 1500;
/** Timeline: a dragged edge snaps to a neighbour's edge this close (help text: "adjacent snap"). */
export const ADJACENT_SNAP_MS = 500;
/** Control bar back 1 sec / forward 1 sec; also the default earlier/later step. */
export const BACK_FORWARD_STEP_MS = 1000;
export const SHOW_EARLIER_LATER_DEFAULT_MS = 1000;
/** Sync dialog seconds input. */
export const SHOW_EARLIER_LATER_MAX_SECONDS = 10000;
export const SHOW_EARLIER_LATER_STEP_SECONDS = 0.1;
/** A drawn region is shown once longer than the first and kept on mouse up only when longer than
 *  the second. */
export const MIN_DRAWN_REGION_SHOWN_MS = 100;
export const MIN_DRAWN_REGION_KEPT_MS = 200;

export const FRAME_RATES: readonly number[] = [23.976, 24, 25, 29.97, 50, 59.94, 60];
export const DEFAULT_OLD_FRAME_RATE = 23.976;
export const DEFAULT_NEW_FRAME_RATE = 25;
/** Frame-based files that declare no rate are read at this one (CONTRACT §5). */
export const DEFAULT_FRAME_RATE = 23.976;
/** 23.976, 29.97 and 59.94 within this distance mean the exact NTSC fractions. */
export const FRAME_RATE_TOLERANCE = 0.01;

export const UNDO_LIMIT = 100;
export const AUTO_BACKUP_LIMIT = 100;
export const AUTO_BACKUP_INTERVAL_MS = 11100;
export const AUTO_SAVE_INTERVAL_MS = 4961;
export const WIDTH_REFRESH_INTERVAL_MS = 1961;
export const VIDEO_TIME_POLL_MS = 10;

export const DEFAULT_FORMAT_NAME = 'SubRip';
export const DEFAULT_ENCODING = 'utf-8-bom';

/** Auto-break leaves text with fewer visible characters than this on one line. */
export const AUTO_BREAK_SHORT_TEXT_LENGTH = 32;
/** CPS shown for a line too short to measure: the original measured seconds and gave up under
 *  0.1 s ("under 0.1 ms-units" in spec §5), which is 100 ms here. */
export const CPS_TOO_SHORT_VALUE = 999;
export const CPS_MIN_DURATION_MS = 100;

/** GET /se-api/subtitles/temparr answers the paragraphs of one chunk this long (CONTRACT §5). */
export const TEMP_CHUNK_PARAGRAPHS = 100;

export const TIMELINE_GRID_PX = 10;
/** The timeline canvas's default height (spec §9); the editor's user may drag it from
 *  TIMELINE_MIN_HEIGHT_PX to half the window. */
export const TIMELINE_HEIGHT_PX = 150;
export const TIMELINE_MIN_HEIGHT_PX = 80;
/** The spec's list height: the editor gives the list what the window leaves instead, and keeps
 *  it as the list's height where the panes stack (below the breakpoint). */
export const LIST_VIEW_HEIGHT_PX = 365;
export const VIDEO_MAX_WIDTH_PX = 900;
export const RESPONSIVE_BREAKPOINT_PX = 900;
