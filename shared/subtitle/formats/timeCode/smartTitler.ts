import { blockFormat } from './blocks';
import type { TextCodec } from './layout';
import { shareDetector, stripStyling } from './layout';
import { frameCount } from './timeCodecs';

// Smart Titler (.tek), a Serbian subtitling program: a header of lines starting with 'ý', then
// per cue "startFrame endFrame 1 1 0" and its text lines (no blank lines). The text is YU-ASCII,
// where ASCII signs stand for the Serbian letters: [ { ] } ^ ~ @ ` \ | for Š š Ć ć Č č Ž ž Đ đ,
// and Q q W w Y y for Lj lj Nj nj Dž dž. So those ASCII signs cannot be written as themselves:
// a text holding them (English "you") reads back with the Serbian letters. Frames at 23.976
// unless another rate is asked for.

const YU_ASCII: readonly (readonly [string, string])[] = [
  ['Q', 'Lj'],
  ['q', 'lj'],
  ['W', 'Nj'],
  ['w', 'nj'],
  ['Y', 'Dž'],
  ['y', 'dž'],
  ['@', 'Ž'],
  ['`', 'ž'],
  ['\\', 'Đ'],
  ['|', 'đ'],
  ['[', 'Š'],
  ['{', 'š'],
  [']', 'Ć'],
  ['}', 'ć'],
  ['^', 'Č'],
  ['~', 'č'],
];

const DECODE = new Map(YU_ASCII);
/** Longest first, so "Lj" is one sign and not an 'L' and a 'j'. */
const ENCODE = /Lj|LJ|lj|Nj|NJ|nj|Dž|DŽ|dž|[ŽžĐđŠšĆćČč]/g;
const ENCODING = new Map(YU_ASCII.map(([ascii, letter]) => [letter, ascii]));

const yuAscii: TextCodec = {
  read: (line) => line.replace(/[QqWwYy@`\\|[{\]}^~]/g, (sign) => DECODE.get(sign) ?? sign),
  write: (line) =>
    stripStyling(line).replace(ENCODE, (letter) => {
      const title =
        letter.length === 2 ? letter.charAt(0) + letter.charAt(1).toLowerCase() : letter;
      return ENCODING.get(title) ?? letter;
    }),
};

const HEADER = ['ý Smart Titler', 'ý', 'ý Kraj info blocka.'].join('\n');

export const smartTitler = blockFormat({
  name: 'Smart Titler',
  extensions: ['.tek'],
  timeLine: /^(?<start>\d+) (?<end>\d+) \d \d \d$/,
  damaged: /^\S*\d\S* \S*\d\S* \d \d \d$/,
  readTimes(groups, { rate }) {
    const start = frameCount.read(groups.start ?? '', rate);
    const end = frameCount.read(groups.end ?? '', rate);
    return start >= 0 && end >= 0 ? [start, end] : undefined;
  },
  printTimes: (p, _index, { rate }) =>
    `${frameCount.write(p.start, rate)} ${frameCount.write(p.end, rate)} 1 1 0`,
  textFirst: false,
  blankBetween: false,
  text: yuAscii,
  header: { isHeaderLine: (line) => line.trimStart().startsWith('ý'), defaultHeader: () => HEADER },
  afterHeader: [''],
  detect: shareDetector(/^\d+ \d+ \d \d \d$/, 0.85),
});
