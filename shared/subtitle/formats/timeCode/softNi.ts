import type { Subtitle } from '../../model';
import { msToTimecode, pad2 } from '../frameTimecode';
import type { BlockLayout } from './blocks';
import { blockFormat } from './blocks';
import type { TextCodec } from './layout';
import { shareDetector, stripStyling } from './layout';
import type { TimeCodec } from './timeCodecs';
import { smpte } from './timeCodecs';

// SoftNi's subtitle files (.sub): "*PART 1*" and a zero time line, then per cue its text lines
// and "hh:mm:ss.ff\hh:mm:ss.ff" (the colon variant: "hh:mm:ss:ff\hh:mm:ss:ff"), then "*END*"
// with a time line one second past the last cue, and SoftNi's settings (*CODE*, *TIMING* …).
// '[' … ']' is italics and a '}' before the first line puts the cue at the top ({\an8}).
// *TIMING* "1 25 0" holds the frame rate as a whole number: 24, 30 and 60 are read as 23.976,
// 29.97 and 59.94 (the rates written as 24, 30 and 60), other numbers as they are. The settings
// after the *END* time line are kept as the footer and written back; the *END* time is rebuilt.

const softNiText: TextCodec = {
  read: (line) =>
    (line.startsWith('}') ? `{\\an8}${line.slice(1)}` : line)
      .replace(/\[/g, '<i>')
      .replace(/\]/g, '</i>'),
  write(line) {
    const top = line.startsWith('{\\an8}');
    const italics = line.replace(/<(\/?)i>/gi, (_all, slash: string) => (slash ? ']' : '['));
    return top ? `}${stripStyling(italics)}` : stripStyling(italics);
  },
};

const NTSC: Readonly<Record<number, number>> = { 24: 23.976, 30: 29.97, 60: 59.94 };

function timingRate(footer: string): number | undefined {
  const match = /\*TIMING\*\s*\n\s*\d+\s+(\d+)/.exec(footer);
  const whole = match ? Number(match[1]) : 0;
  return whole > 0 ? (NTSC[whole] ?? whole) : undefined;
}

function settings(rate: number): string {
  return [
    '*CODE*',
    '0000000000000000',
    '*CAST*',
    '*GENERATOR*',
    '*FONTS*',
    '*READ*',
    '0,300 15,000 130,000 100,000 25,000',
    '*TIMING*',
    `1 ${Math.round(rate)} 0`,
    '*TIMED BACKUP NAME*',
    'C:\\',
    '*FORMAT SAMPLE ÅåÉéÌìÕõÛûÿ*',
    '*READ ADVANCED*',
    '< > 1 1 0,300',
    '*MARKERS*',
  ].join('\n');
}

function softNi(name: string, separator: '.' | ':'): BlockLayout {
  const time: TimeCodec = smpte(separator);
  const pair = `\\d\\d:\\d\\d:\\d\\d\\${separator}\\d\\d`;
  const timeLine = new RegExp(`^(?<start>${pair})\\\\(?<end>${pair})$`);
  const zero = `00:00:00${separator}00`;
  const endLine = (subtitle: Subtitle, rate: number): string => {
    const last = subtitle.paragraphs.at(-1);
    if (!last) return '...........\\...........';
    // One second past the last cue, on a whole second.
    const parts = msToTimecode(last.end + 1000, rate);
    const mark = `${pad2(parts.hours)}:${pad2(parts.minutes)}:${pad2(parts.seconds)}${separator}00`;
    return `${mark}\\${mark}`;
  };
  return {
    name,
    extensions: ['.sub'],
    timeLine,
    damaged: new RegExp(`^\\d\\d:\\d\\d:\\S*\\\\`),
    readTimes(groups, { rate }) {
      const start = time.read(groups.start ?? '', rate);
      const end = time.read(groups.end ?? '', rate);
      return start >= 0 && end >= 0 ? [start, end] : undefined;
    },
    printTimes: (p, _index, { rate }) => `${time.write(p.start, rate)}\\${time.write(p.end, rate)}`,
    textFirst: true,
    blankBetween: false,
    text: softNiText,
    comment: '*',
    header: {
      isHeaderLine: (line) => line.startsWith('*') || timeLine.test(line.trim()),
      defaultHeader: () => `*PART 1*\n${zero}\\${zero}`,
    },
    footer: {
      starts: (line) => line.startsWith('*END*'),
      keep: (lines) =>
        lines
          .slice((lines[1] ?? '').includes('\\') ? 2 : 1)
          .join('\n')
          .trimEnd(),
      declaredRate: timingRate,
      write: (subtitle, rate, kept) =>
        `*END*\n${endLine(subtitle, rate)}\n${kept ?? settings(rate)}`,
    },
    detect: shareDetector(new RegExp(`^${pair}\\\\${pair}$`), 0.9),
  };
}

export const softNiSub = blockFormat(softNi('SoftNi sub', '.'));
export const softNiColonSub = blockFormat(softNi('SoftNi colon sub', ':'));
