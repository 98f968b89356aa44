import { framesToMs, msToFrames } from '../../time';
import type { BlockContext } from './blocks';
import type { QuickAnswer } from './blocks';
import { blockFormat, QUICK_TEXT, QUICK_TIMES, QUICK_UNSURE } from './blocks';
import type { LineHit } from './lineScan';
import { charAt, digitsAt } from './lineScan';
import { plainLines, signedDetector, unstyled } from './layout';

// MPlayer's own subtitle format, MPSub (.sub), as MPlayer's documentation describes it: a header
// of KEY=value lines (TITLE=, AUTHOR=, TYPE=VIDEO, FORMAT=TIME or FORMAT=<frames per second>,
// NOTE=), then per cue "wait duration", its text lines and a blank line. Each cue starts `wait`
// after the END of the cue before it (the first one after 0) and lasts `duration`: seconds
// with decimals for FORMAT=TIME, frames for FORMAT=<fps>. Subtitle Edit reads and writes the
// time variant under the name "Unknown 25"; "MPSub" is the name MPlayer and ffmpeg give it.
//
// Times are summed in whole units (centiseconds or frames), never in floating point, so a long
// file does not drift; a wait may be negative (cues that overlap), a duration may not.

/** The header's frame rate when it says FORMAT=<fps>; undefined for FORMAT=TIME. Read once per
 *  file: the answer is kept in the context's state (0 for FORMAT=TIME). */
function frameRateOf(context: BlockContext): number | undefined {
  let fps = context.state.fps;
  if (fps === undefined) {
    const match = /^FORMAT=\s*(\d+(?:\.\d+)?)\s*$/im.exec(context.header ?? '');
    fps = match && Number(match[1]) > 0 ? Number(match[1]) : 0;
    context.state.fps = fps;
  }
  return fps > 0 ? fps : undefined;
}

/** "-?d+(.d+)?" at `hit.at` as centiseconds, with at most nine whole digits and two decimals
 *  (where the sum in whole units is what Math.round(Number(text) * 100) gives); NaN for
 *  anything else, which the regular expression then reads. */
function centisecondsAt(text: string, hit: LineHit, to: number, signed: boolean): number {
  const negative = signed && charAt(text, hit, to, 45);
  const whole = digitsAt(text, hit, to, 1, 9);
  if (whole < 0) return Number.NaN;
  let units = whole * 100;
  if (charAt(text, hit, to, 46)) {
    const from = hit.at;
    const fraction = digitsAt(text, hit, to, 1, 2);
    if (fraction < 0) return Number.NaN;
    units += hit.at - from === 1 ? fraction * 10 : fraction;
  }
  return negative ? -units : units;
}

/** The usual lines by char codes (blocks.ts `quick`): a FORMAT=TIME time line "wait duration",
 *  or a text line (one that starts with neither a digit, '-' nor '.'). */
function quick(
  text: string,
  from: number,
  to: number,
  context: BlockContext,
  hit: LineHit,
): QuickAnswer {
  const first = text.charCodeAt(from);
  if ((first < 48 || first > 57) && first !== 45 && first !== 46) return QUICK_TEXT;
  if (frameRateOf(context) !== undefined) return QUICK_UNSURE;
  hit.at = from;
  const wait = centisecondsAt(text, hit, to, true);
  if (Number.isNaN(wait)) return QUICK_UNSURE;
  const gap = hit.at;
  while (hit.at < to && (text.charCodeAt(hit.at) === 32 || text.charCodeAt(hit.at) === 9)) {
    hit.at++;
  }
  if (hit.at === gap) return QUICK_UNSURE;
  const duration = centisecondsAt(text, hit, to, false);
  if (Number.isNaN(duration) || hit.at !== to) return QUICK_UNSURE;
  const start = (context.state.end ?? 0) + wait;
  if (start < 0) return QUICK_UNSURE;
  const end = start + duration;
  context.state.end = end;
  hit.start = start * 10;
  hit.end = end * 10;
  return QUICK_TIMES;
}

function toUnits(value: string, context: BlockContext): number {
  return frameRateOf(context) !== undefined
    ? Math.round(Number(value))
    : Math.round(Number(value) * 100);
}

function unitsToMs(units: number, context: BlockContext): number {
  const fps = frameRateOf(context);
  return fps !== undefined ? framesToMs(units, fps) : units * 10;
}

function msToUnits(ms: number, context: BlockContext): number {
  const fps = frameRateOf(context);
  return fps !== undefined ? msToFrames(ms, fps) : Math.round(ms / 10);
}

/** Centiseconds as seconds with one or two decimals ("1.5", "2.25", "0.0", "-0.5"). */
function seconds(centiseconds: number): string {
  const sign = centiseconds < 0 ? '-' : '';
  const abs = Math.abs(centiseconds);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}.${fraction.endsWith('0') ? fraction.charAt(0) : fraction}`;
}

const HEADER = ['TITLE=', 'FILE=', 'AUTHOR=', 'TYPE=VIDEO', 'FORMAT=TIME', 'NOTE='].join('\n');

export const mpSub = blockFormat({
  name: 'MPSub',
  extensions: ['.sub'],
  quick,
  timeLine: /^(?<wait>-?\d+(?:\.\d+)?)[ \t]+(?<duration>\d+(?:\.\d+)?)$/,
  damaged: /^-?\d*\.\d*\S*[ \t]+\S*\d\S*$/,
  readTimes(groups, context) {
    const previous = context.state.end ?? 0;
    const start = previous + toUnits(groups.wait ?? '', context);
    const end = start + toUnits(groups.duration ?? '', context);
    if (start < 0) return undefined;
    context.state.end = end;
    return [unitsToMs(start, context), unitsToMs(end, context)];
  },
  printTimes(paragraph, _index, context) {
    const start = msToUnits(paragraph.start, context);
    const end = Math.max(start, msToUnits(paragraph.end, context));
    const wait = start - (context.state.end ?? 0);
    context.state.end = end;
    return frameRateOf(context) !== undefined
      ? `${wait} ${end - start}`
      : `${seconds(wait)} ${seconds(end - start)}`;
  },
  textFirst: false,
  blankBetween: true,
  text: unstyled(plainLines),
  header: {
    isHeaderLine: (line) => /^[A-Z]+=/i.test(line.trim()),
    defaultHeader: () => HEADER,
  },
  afterHeader: [''],
  detect: signedDetector(/^FORMAT=\s*(?:TIME|\d)/i, /^-?\d+(?:\.\d+)? \d+(?:\.\d+)?$/, 0.9),
});
