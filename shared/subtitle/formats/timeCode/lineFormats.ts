import type { TextCodec } from './layout';
import type { LineHit } from './lineScan';
import { charAt, digitsAt, MAX_DIGITS, spacesAt } from './lineScan';
import { lineBreakCodec, shareDetector, signedDetector, unstyled } from './layout';
import { clockFraction, decimalSeconds, minutesMillis, wholeUnits } from './timeCodecs';
import { timedLineFormat } from './timedLines';

// Formats of the one-line-per-cue layout (timedLines.ts).

/** Text between double quotes: the quotes are the layout's, not the text's. */
function quoted(codec: TextCodec): TextCodec {
  return {
    read(text) {
      const from = text.charCodeAt(0) === 34 ? 1 : 0;
      const to = text.length > from && text.charCodeAt(text.length - 1) === 34 ? -1 : undefined;
      return codec.read(from === 0 && to === undefined ? text : text.slice(from, to));
    },
    write: (text) => codec.write(text.replace(/"/g, '')),
  };
}

/** Phoenix Subtitle's cue by char codes (timedLines.ts `quick`): "start,\s*end,\s*text", the
 *  times tenths of a second. */
function phoenixQuick(text: string, from: number, to: number, _rate: number, hit: LineHit) {
  hit.at = from;
  const start = digitsAt(text, hit, to, 1, MAX_DIGITS);
  if (start < 0 || !charAt(text, hit, to, 44)) return false;
  spacesAt(text, hit, to);
  const end = digitsAt(text, hit, to, 1, MAX_DIGITS);
  if (end < 0 || !charAt(text, hit, to, 44)) return false;
  spacesAt(text, hit, to);
  hit.start = start * 100;
  hit.end = end * 100;
  hit.textFrom = hit.at;
  hit.textTo = to;
  hit.extraFrom = -1;
  return true;
}

/**
 * Phoenix Subtitle (.pjs): `start,end,"text"`, '|' between lines. The times are TENTHS OF A
 * SECOND, as ffmpeg and MPlayer read PJS files ("the files I have are in tenths of second");
 * Subtitle Edit reads and writes the same numbers as frames at its current rate instead, so a
 * PJS file Subtitle Edit wrote shows its times 2.4 times longer here (at 23.976 fps) and ours
 * shorter there. We follow the players, which are what PJS files are for.
 */
export const phoenixSubtitle = timedLineFormat({
  name: 'Phoenix Subtitle',
  extensions: ['.pjs'],
  // The quotes are written, and read when they are there.
  cue: /^(?<start>\d+),\s*(?<end>\d+),\s*(?<text>.*)$/,
  quick: phoenixQuick,
  damaged: /^\S*\d\S*,\s*\S+,/,
  time: wholeUnits(100),
  text: quoted(unstyled(lineBreakCodec('|'))),
  print: (start, end, text) => `${start},${end},"${text}"`,
  detect: shareDetector(/^\d+,\s*\d+,\s*"/, 0.9),
});

/** TurboTitler (.tts): "h:mm:ss.cc,h:mm:ss.cc,NTP text", '|' between lines. */
export const turboTitler = timedLineFormat({
  name: 'TurboTitler',
  extensions: ['.tts'],
  cue: /^(?<start>\d+:\d\d:\d\d\.\d\d),(?<end>\d+:\d\d:\d\d\.\d\d),NTP (?<text>.*)$/,
  damaged: /^\d+:\S*,\S*,NTP/,
  time: clockFraction(1, 2),
  text: unstyled(lineBreakCodec('|')),
  print: (start, end, text) => `${start},${end},NTP ${text}`,
  detect: shareDetector(/^\d:\d\d:\d\d\.\d\d,\d:\d\d:\d\d\.\d\d,NTP /, 0.9),
});

/** Zero G's line break, " \n " (a backslash and an n between spaces). */
const zeroGLines: TextCodec = {
  read: (text) => text.replace(/ ?\\n ?/g, '\n'),
  write: (text) => text.split('\n').join(' \\n '),
};

/** Zero G (.zeg): "% Zero G 1.0", a blank line, then "E 1 h:mm:ss.cc h:mm:ss.cc Default NTP text". */
export const zeroG = timedLineFormat({
  name: 'Zero G',
  extensions: ['.zeg'],
  cue: /^E 1 (?<start>\d+:\d\d:\d\d\.\d\d) (?<end>\d+:\d\d:\d\d\.\d\d) Default NTP (?<text>.*)$/,
  damaged: /^E 1 /,
  time: clockFraction(1, 2),
  text: unstyled(zeroGLines),
  print: (start, end, text) => `E 1 ${start} ${end} Default NTP ${text}`,
  header: { isHeaderLine: (line) => line.startsWith('%'), defaultHeader: () => '% Zero G 1.0' },
  afterHeader: [''],
  detect: shareDetector(/^E 1 \d+:\d\d:\d\d\.\d\d \d+:\d\d:\d\d\.\d\d /, 0.95),
});

/** Audacity labels (.txt): "start<TAB>end<TAB>label", seconds with six decimals. A label is one
 *  line: a cue's lines are joined by a space. Lines of spectral labels ("\<TAB>low<TAB>high")
 *  are skipped. */
export const audacityLabels = timedLineFormat({
  name: 'Audacity labels',
  extensions: ['.txt'],
  cue: /^(?<start>\d+(?:\.\d+)?)\t(?<end>\d+(?:\.\d+)?)(?:\t(?<text>.*))?$/,
  damaged: /^[\d.]+\S*\t/,
  comment: '\\',
  time: decimalSeconds(6),
  text: unstyled({
    read: (text) => text,
    write: (text) => text.split('\n').join(' ').replace(/\t/g, ' '),
  }),
  print: (start, end, text) => `${start}\t${end}\t${text}`,
  detect: shareDetector(/^\d+\.\d+\t\d+\.\d+(?:\t|$)/, 0.9),
});

/** Whisper Raw (.txt): the OpenAI Whisper command line's console output,
 *  "[mm:ss.mmm --> mm:ss.mmm]  text" (hours when there are some); one line per cue. */
export const whisperRaw = timedLineFormat({
  name: 'Whisper Raw',
  extensions: ['.txt'],
  cue: /^\[(?<start>(?:\d+:)?\d\d:\d\d[.,]\d{3}) --> (?<end>(?:\d+:)?\d\d:\d\d[.,]\d{3})\](?<text>.*)$/,
  damaged: /^\[[^\]]*-->/,
  time: {
    read: (text, rate) => minutesMillis.read(text.replace(',', '.'), rate),
    write: minutesMillis.write,
  },
  text: unstyled({ read: (text) => text.trim(), write: (text) => text.split('\n').join(' ') }),
  print: (start, end, text) => `[${start} --> ${end}]  ${text}`,
  detect: shareDetector(/^\[(?:\d+:)?\d\d:\d\d[.,]\d{3} --> (?:\d+:)?\d\d:\d\d[.,]\d{3}\]/, 0.9),
});

/** Whisper Raw 2 (.txt): faster-whisper's output, "[1.50s -> 4.00s]  text". */
export const whisperRaw2 = timedLineFormat({
  name: 'Whisper Raw 2',
  extensions: ['.txt'],
  cue: /^\[(?<start>\d+(?:\.\d+)?)s -> (?<end>\d+(?:\.\d+)?)s\](?<text>.*)$/,
  damaged: /^\[[^\]]*s ->/,
  time: decimalSeconds(2),
  text: unstyled({ read: (text) => text.trim(), write: (text) => text.split('\n').join(' ') }),
  print: (start, end, text) => `[${start}s -> ${end}s]  ${text}`,
  detect: shareDetector(/^\[\d+(?:\.\d+)?s -> \d+(?:\.\d+)?s\]/, 0.9),
});

/** CCExtractor Timed Transcript (.ttxt): "hh:mm:ss,mmm|hh:mm:ss,mmm|MODE|text", one row per
 *  caption line (rows with the same times are one caption); MODE (POP, PAINT, ROLL-UP…) is kept
 *  in the paragraph's extra when it is not POP. */
export const ccExtractorTimedTranscript = timedLineFormat({
  name: 'CCExtractor Timed Transcript',
  extensions: ['.ttxt'],
  cue: /^(?<start>\d\d:\d\d:\d\d[,.]\d{3})\|(?<end>\d\d:\d\d:\d\d[,.]\d{3})\|(?<extra>[^|]*)\|(?<text>.*)$/,
  damaged: /^\d\d:\S*\|\S*\|/,
  time: clockFraction(2, 3, ','),
  text: unstyled({ read: (text) => text.trim(), write: (text) => text }),
  rowPerTextLine: true,
  extra: (mode) => (mode === 'POP' || mode === '' ? undefined : { mode }),
  print: (start, end, text, paragraph) =>
    `${start}|${end}|${String(paragraph.extra?.mode ?? 'POP')}|${text}`,
  detect: shareDetector(/^\d\d:\d\d:\d\d[,.]\d{3}\|\d\d:\d\d:\d\d[,.]\d{3}\|[^|]*\|/, 0.9),
});

const TMPEG_HEADER = [
  '[LayoutData]',
  '"Picture bottom layout",4,Tahoma,0.069,17588159451135,0,0,0,0,1,2,0,1,0.00345,0',
  '"Picture top layout",4,Tahoma,0.1,17588159451135,0,0,0,0,1,0,0,1,0.005,0',
  '"Picture left layout",4,Tahoma,0.1,17588159451135,0,0,0,0,0,1,1,1,0.005,0',
  '"Picture right layout",4,Tahoma,0.1,17588159451135,0,0,0,0,2,1,1,1,0.005,0',
  '[LayoutDataEx]',
  '1,0',
  '1,0',
  '1,0',
  '1,1',
  '[ItemData]',
].join('\n');

/** Tmpeg Encoder Text (.subtitle): TMPGEnc's layouts header up to "[ItemData]", then
 *  `n,1,"hh:mm:ss,mmm","hh:mm:ss,mmm",0,"text"` with "\n" between lines. */
export const tmpegEncoderText = timedLineFormat({
  name: 'Tmpeg Encoder Text',
  extensions: ['.subtitle'],
  cue: /^\d+,\d+,"(?<start>[^"]*)","(?<end>[^"]*)",\d+,(?<text>".*)$/,
  damaged: /^\d+,\d+,"/,
  time: clockFraction(2, 3, ','),
  text: quoted(
    unstyled({
      read: (text) => text.split('\\n').join('\n'),
      write: (text) => text.split('\n').join('\\n'),
    }),
  ),
  print: (start, end, text, _paragraph, index) => `${index + 1},1,"${start}","${end}",0,"${text}"`,
  header: {
    isHeaderLine: () => false,
    lastLine: /^\[ItemData\]$/i,
    defaultHeader: () => TMPEG_HEADER,
  },
  detect: signedDetector(/^\[ItemData\]$/i, /^\d+,\d+,"\d+:\d\d:\d\d[,.]\d+","/, 0.95),
});
