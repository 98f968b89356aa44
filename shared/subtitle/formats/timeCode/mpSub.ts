import { framesToMs, msToFrames } from '../../time';
import type { BlockContext } from './blocks';
import { blockFormat } from './blocks';
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

/** The last header frameRateOf read, and its answer: every cue asks about the same header. */
const lastRate: { header: string | undefined; rate: number | undefined } = {
  header: undefined,
  rate: undefined,
};

/** The header's frame rate when it says FORMAT=<fps>; undefined for FORMAT=TIME. */
function frameRateOf(header: string | undefined): number | undefined {
  if (header === lastRate.header) return lastRate.rate;
  const match = /^FORMAT=\s*(\d+(?:\.\d+)?)\s*$/im.exec(header ?? '');
  lastRate.header = header;
  lastRate.rate = match && Number(match[1]) > 0 ? Number(match[1]) : undefined;
  return lastRate.rate;
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

/** The usual FORMAT=TIME time line by char codes (blocks.ts `quick`): "wait duration". */
function quick(text: string, from: number, to: number, context: BlockContext, hit: LineHit) {
  if (frameRateOf(context.header) !== undefined) return false;
  hit.at = from;
  const wait = centisecondsAt(text, hit, to, true);
  if (Number.isNaN(wait)) return false;
  const gap = hit.at;
  while (hit.at < to && (text.charCodeAt(hit.at) === 32 || text.charCodeAt(hit.at) === 9)) {
    hit.at++;
  }
  if (hit.at === gap) return false;
  const duration = centisecondsAt(text, hit, to, false);
  if (Number.isNaN(duration) || hit.at !== to) return false;
  const start = (context.state.end ?? 0) + wait;
  if (start < 0) return false;
  const end = start + duration;
  context.state.end = end;
  hit.start = start * 10;
  hit.end = end * 10;
  return true;
}

function toUnits(value: string, context: BlockContext): number {
  return frameRateOf(context.header) !== undefined
    ? Math.round(Number(value))
    : Math.round(Number(value) * 100);
}

function unitsToMs(units: number, context: BlockContext): number {
  const fps = frameRateOf(context.header);
  return fps !== undefined ? framesToMs(units, fps) : units * 10;
}

function msToUnits(ms: number, context: BlockContext): number {
  const fps = frameRateOf(context.header);
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
    return frameRateOf(context.header) !== undefined
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
