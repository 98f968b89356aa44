import { framesToMs, msToFrames } from '../../time';
import { baseName } from '../textScan';
import { nominalFrameRate, pad2 } from '../frameTimecode';
import type { BlockLayout } from './blocks';
import { blockFormat, QUICK_TEXT, QUICK_TIMES, QUICK_UNSURE } from './blocks';
import { blockDetector, plainLines, unstyled } from './layout';
import type { LineHit } from './lineScan';
import { charAt, digitsAt, MAX_DIGITS, spacesAt } from './lineScan';
import type { TimeCodec } from './timeCodecs';
import { frameCount, smpte } from './timeCodecs';

// Formats of the time-line-and-text-block layout (blocks.ts). Frame timecodes count frames of
// the rate asked for on writing (23.976 when none is, and on reading: these files do not say).

const HH_MM_SS_FF = smpte(':');

/** Start and end read with `time`; undefined unless both read. */
function bothTimes(time: TimeCodec): BlockLayout['readTimes'] {
  return (groups, { rate }) => {
    const start = time.read(groups.start ?? '', rate);
    const end = time.read(groups.end ?? '', rate);
    return start >= 0 && end >= 0 ? [start, end] : undefined;
  };
}

/** Swift's DURATION "ss:ff": the cue's length in seconds and frames of the nominal rate. */
function swiftDuration(start: number, end: number, rate: number): string {
  const frames = Math.max(0, msToFrames(end, rate) - msToFrames(start, rate));
  const nominal = nominalFrameRate(rate);
  return `${pad2(Math.floor(frames / nominal))}:${pad2(frames % nominal)}`;
}

/** TIMEIN, then TIMEOUT or (when TIMEOUT is "--:--:--:--") TIMEIN plus the DURATION. */
const swiftTimes: BlockLayout['readTimes'] = (groups, { rate }) => {
  const start = HH_MM_SS_FF.read(groups.start ?? '', rate);
  if (start < 0) return undefined;
  const end = HH_MM_SS_FF.read(groups.end ?? '', rate);
  if (end >= 0) return [start, end];
  const duration = /^(\d+):(\d+)$/.exec(groups.duration ?? '');
  if (!duration) return undefined;
  const frames = Number(duration[1]) * nominalFrameRate(rate) + Number(duration[2]);
  return [start, framesToMs(msToFrames(start, rate) + frames, rate)];
};

const SWIFT_TIME = String.raw`[\d-]+:[\d-]+:[\d-]+:[\d-]+`;

/** Steps `hit.at` over `word` when the text there starts with it. */
function wordAt(text: string, hit: LineHit, to: number, word: string): boolean {
  const length = word.length;
  if (hit.at + length > to) return false;
  // Compared by char codes: String#startsWith with a position costs several times more here.
  for (let index = 0; index < length; index++) {
    if (text.charCodeAt(hit.at + index) !== word.charCodeAt(index)) return false;
  }
  hit.at += length;
  return true;
}

/** Steps `hit.at` over `count` runs of digits and '-' joined by ':' (SWIFT_TIME's fields). */
function fieldsAt(text: string, hit: LineHit, to: number, count: number): boolean {
  for (let field = 0; field < count; field++) {
    if (field > 0 && !charAt(text, hit, to, 58)) return false;
    const from = hit.at;
    while (hit.at < to) {
      const code = text.charCodeAt(hit.at);
      if ((code < 48 || code > 57) && code !== 45) break;
      hit.at++;
    }
    if (hit.at === from) return false;
  }
  return true;
}

/** The Swift time lines by char codes (blocks.ts `quick`): "[SUBTITLE: n] TIMEIN: t
 *  [DURATION: ss:ff] TIMEOUT: t" with both times readable; others go to the regular expression
 *  (a TIMEOUT of "--:--:--:--" among them). */
function swiftQuick(numbered: boolean, duration: boolean): NonNullable<BlockLayout['quick']> {
  // Both the time line and a damaged one open with this word: a line that does not is text.
  const opening = numbered ? 'SUBTITLE:' : 'TIMEIN:';
  const answer = (text: string, from: number, to: number, rate: number, hit: LineHit): boolean => {
    hit.at = from;
    if (!wordAt(text, hit, to, opening)) return false;
    if (numbered) {
      spacesAt(text, hit, to);
      if (digitsAt(text, hit, to, 1, MAX_DIGITS) < 0 || !spacesAt(text, hit, to)) return false;
      if (!wordAt(text, hit, to, 'TIMEIN:')) return false;
    }
    spacesAt(text, hit, to);
    const startFrom = hit.at;
    if (!fieldsAt(text, hit, to, 4)) return false;
    const startTo = hit.at;
    spacesAt(text, hit, to);
    if (duration) {
      if (!wordAt(text, hit, to, 'DURATION:')) return false;
      spacesAt(text, hit, to);
      if (!fieldsAt(text, hit, to, 2)) return false;
      spacesAt(text, hit, to);
    }
    if (!wordAt(text, hit, to, 'TIMEOUT:')) return false;
    spacesAt(text, hit, to);
    const endFrom = hit.at;
    if (!fieldsAt(text, hit, to, 4) || hit.at !== to) return false;
    hit.start = HH_MM_SS_FF.readAt(text, startFrom, startTo, rate);
    hit.end = HH_MM_SS_FF.readAt(text, endFrom, to, rate);
    return hit.start >= 0 && hit.end >= 0;
  };
  return (text, from, to, { rate }, hit) => {
    if (text.charCodeAt(from) !== opening.charCodeAt(0)) return QUICK_TEXT;
    return answer(text, from, to, rate, hit) ? QUICK_TIMES : QUICK_UNSURE;
  };
}

const swiftCommon = {
  extensions: ['.txt'],
  textFirst: false,
  blankBetween: true,
  text: unstyled(plainLines),
  readTimes: swiftTimes,
} as const;

/** Swift text (.txt): "TIMEIN: hh:mm:ss:ff<TAB>DURATION: ss:ff<TAB>TIMEOUT: hh:mm:ss:ff", the
 *  text lines, a blank line. */
export const swiftText = blockFormat({
  ...swiftCommon,
  name: 'Swift text',
  quick: swiftQuick(false, true),
  timeLine: new RegExp(
    String.raw`^TIMEIN:\s*(?<start>${SWIFT_TIME})\s*DURATION:\s*(?<duration>[\d-]+:[\d-]+)\s*TIMEOUT:\s*(?<end>${SWIFT_TIME})$`,
  ),
  damaged: /^TIMEIN:/,
  printTimes: (p, _index, { rate }) =>
    `TIMEIN: ${HH_MM_SS_FF.write(p.start, rate)}\tDURATION: ${swiftDuration(p.start, p.end, rate)}\tTIMEOUT: ${HH_MM_SS_FF.write(p.end, rate)}`,
  detect: blockDetector(/^TIMEIN:\s*\S+\s+DURATION:\s*\S+\s+TIMEOUT:/, 0.95),
});

/** Swift text line# (.txt): "SUBTITLE: n<TAB>TIMEIN: hh:mm:ss:ff<TAB>TIMEOUT: hh:mm:ss:ff". */
export const swiftTextLineNumber = blockFormat({
  ...swiftCommon,
  name: 'Swift text line#',
  quick: swiftQuick(true, false),
  timeLine: new RegExp(
    String.raw`^SUBTITLE:\s*\d+\s+TIMEIN:\s*(?<start>${SWIFT_TIME})\s*TIMEOUT:\s*(?<end>${SWIFT_TIME})$`,
  ),
  damaged: /^SUBTITLE:/,
  printTimes: (p, index, { rate }) =>
    `SUBTITLE: ${index + 1}\tTIMEIN: ${HH_MM_SS_FF.write(p.start, rate)}\tTIMEOUT: ${HH_MM_SS_FF.write(p.end, rate)}`,
  detect: blockDetector(/^SUBTITLE:\s*\d+\s+TIMEIN:\s*\S+\s+TIMEOUT:/, 0.95),
});

/** Swift text line# +dur (.txt): "SUBTITLE: n<TAB>TIMEIN: …<TAB>DURATION: ss:ff<TAB>TIMEOUT: …". */
export const swiftTextLineNumberDuration = blockFormat({
  ...swiftCommon,
  name: 'Swift text line# +dur',
  quick: swiftQuick(true, true),
  timeLine: new RegExp(
    String.raw`^SUBTITLE:\s*\d+\s+TIMEIN:\s*(?<start>${SWIFT_TIME})\s*DURATION:\s*(?<duration>[\d-]+:[\d-]+)\s*TIMEOUT:\s*(?<end>${SWIFT_TIME})$`,
  ),
  damaged: /^SUBTITLE:/,
  printTimes: (p, index, { rate }) =>
    `SUBTITLE: ${index + 1}\tTIMEIN: ${HH_MM_SS_FF.write(p.start, rate)}\tDURATION: ${swiftDuration(p.start, p.end, rate)}\tTIMEOUT: ${HH_MM_SS_FF.write(p.end, rate)}`,
  detect: blockDetector(/^SUBTITLE:\s*\d+\s+TIMEIN:\s*\S+\s+DURATION:/, 0.95),
});

/** Titra (.txt): a free-text header, then "* n :<TAB>hh:mm:ss:ff<TAB>hh:mm:ss:ff<TAB>NNc" (NN
 *  the characters the duration allows, at 15.7 a second), the text lines and a blank line. */
export const titra = blockFormat({
  name: 'Titra',
  extensions: ['.txt'],
  timeLine: /^\*\s*\d+\s*:\s*(?<start>\d+:\d+:\d+:\d+)\s+(?<end>\d+:\d+:\d+:\d+)(?:\s+\d+c)?$/,
  damaged: /^\*\s*\d+\s*:/,
  readTimes: bothTimes(HH_MM_SS_FF),
  printTimes: (p, index, { rate }) =>
    `* ${index + 1} :\t${HH_MM_SS_FF.write(p.start, rate)}\t${HH_MM_SS_FF.write(p.end, rate)}\t${Math.round((15.7 * Math.max(0, p.end - p.start)) / 1000)}c`,
  textFirst: false,
  blankBetween: true,
  text: unstyled(plainLines),
  header: {
    isHeaderLine: (line) => !/^\*\s*\d/.test(line.trim()),
    defaultHeader: (subtitle) =>
      [
        'TVS - TITRA FILM',
        `Titre VO : ${baseName(subtitle.fileName)}`,
        'Titre VST :',
        'Langue VO :',
        'Langue VST :',
      ].join('\n'),
  },
  afterHeader: [''],
  detect: blockDetector(/^\*\s*\d+\s*:\s*\d\d:\d\d:\d\d:\d\d\s+\d\d:\d\d:\d\d:\d\d/, 0.9),
});

/** FAB Subtitler (.txt): "hh:mm:ss:ff  hh:mm:ss:ff" (two spaces), the text lines, a blank line. */
export const fabSubtitler = blockFormat({
  name: 'FAB Subtitler',
  extensions: ['.txt'],
  timeLine: /^(?<start>\d\d:\d\d:\d\d:\d\d)\s+(?<end>\d\d:\d\d:\d\d:\d\d)$/,
  damaged: /^\d\d:\d\S*\s+\d\d:\d\S*$/,
  readTimes: bothTimes(HH_MM_SS_FF),
  printTimes: (p, _index, { rate }) =>
    `${HH_MM_SS_FF.write(p.start, rate)}  ${HH_MM_SS_FF.write(p.end, rate)}`,
  textFirst: false,
  blankBetween: true,
  text: unstyled(plainLines),
  detect: blockDetector(/^\d\d:\d\d:\d\d:\d\d {2}\d\d:\d\d:\d\d:\d\d$/, 0.95),
});

const UTX_TIME = smpte('.', 1);

/** UTX (.utx): the text lines, then "#h:mm:ss.ff,h:mm:ss.ff", then a blank line. */
export const utx = blockFormat({
  name: 'UTX',
  extensions: ['.utx'],
  timeLine: /^#(?<start>\d+:\d\d:\d\d\.\d\d),(?<end>\d+:\d\d:\d\d\.\d\d)$/,
  damaged: /^#\d+:/,
  readTimes: bothTimes(UTX_TIME),
  printTimes: (p, _index, { rate }) =>
    `#${UTX_TIME.write(p.start, rate)},${UTX_TIME.write(p.end, rate)}`,
  textFirst: true,
  blankBetween: true,
  text: unstyled(plainLines),
  detect: blockDetector(/^#\d+:\d\d:\d\d\.\d\d,\d+:\d\d:\d\d\.\d\d$/, 0.9, true),
});

/** UTX (frames) (.utx): the text lines, then "#startFrame,endFrame", then a blank line. */
export const utxFrames = blockFormat({
  name: 'UTX (frames)',
  extensions: ['.utx'],
  timeLine: /^#(?<start>\d+),(?<end>\d+)$/,
  damaged: /^#\d\S*,/,
  readTimes: bothTimes(frameCount),
  printTimes: (p, _index, { rate }) =>
    `#${frameCount.write(p.start, rate)},${frameCount.write(p.end, rate)}`,
  textFirst: true,
  blankBetween: true,
  text: unstyled(plainLines),
  detect: blockDetector(/^#\d+,\d+$/, 0.85, true),
});
