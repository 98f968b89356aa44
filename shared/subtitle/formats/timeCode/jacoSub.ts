import { lineShare, prefixLines } from '../textScan';
import type { TextCodec } from './layout';
import { stripStyling } from './layout';
import type { TimeCodec } from './timeCodecs';
import { clockTicks, digits } from './timeCodecs';
import type { LogicalLine } from './timedLines';
import { timedLineFormat } from './timedLines';

// JACOsub (.jss), as its author's script reference describes it: "H:MM:SS.FF H:MM:SS.FF
// directive text". FF counts ticks of 1/TIMERES second, and TIMERES is 30 unless a "#TIMERES n"
// (or "#T n") line says otherwise: the spec's default, and what ffmpeg reads. (Subtitle Edit
// reads FF as frames of its current rate.) "@start @end" gives the times in ticks. Lines starting
// with '#' are directives or comments: those before the first cue are kept as the header
// (#SHIFT is kept but not applied, so a file writes back unchanged); a line ending with '\'
// continues on the next. The first word after the times is the directive (kept in the
// paragraph's extra unless it is the default "D"); then the text, with its escapes: \n a new
// line, \I…\i italics, \B…\b bold, \U…\u underline, \N the end of all three, a backslash
// before any other sign that sign (\\ \{ \~), {…} a comment and ~ a hard space.

const TICKS = clockTicks(1);

const jacoTime: TimeCodec = {
  read: (text, rate) =>
    text.startsWith('@')
      ? digits(text.slice(1)) < 0
        ? -1
        : Math.round((digits(text.slice(1)) * 1000) / Math.max(1, Math.round(rate)))
      : TICKS.read(text, rate),
  write: TICKS.write,
};

const OPENING: Readonly<Record<string, string>> = { I: 'i', B: 'b', U: 'u' };

function decode(text: string): string {
  let out = '';
  const open: string[] = [];
  const close = (tag: string): void => {
    const at = open.lastIndexOf(tag);
    if (at >= 0) open.splice(at, 1);
    out += `</${tag}>`;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === '{') {
      const end = text.indexOf('}', index);
      index = end < 0 ? text.length : end;
    } else if (char === '~') {
      out += ' ';
    } else if (char !== '\\' || index + 1 >= text.length) {
      out += char;
    } else {
      const code = text.charAt(++index);
      const tag = OPENING[code];
      if (code === 'n') out += '\n';
      else if (!/[A-Za-z0-9]/.test(code)) out += code;
      else if (tag) {
        open.push(tag);
        out += `<${tag}>`;
      } else if (OPENING[code.toUpperCase()]) close(code);
      else if (code === 'N') while (open.length > 0) close(open.at(-1) ?? 'i');
      // Other codes (\D the date, \T the time, colours…) show nothing we keep.
    }
  }
  while (open.length > 0) close(open.at(-1) ?? 'i');
  return out.trim();
}

function encode(text: string): string {
  return stripStyling(text.replace(/<(\/?)([ibu])>/gi, '\uE000$1$2'))
    .replace(/[\\{~]/g, (char) => `\\${char}`)
    .replace(/\uE000(\/?)([ibu])/gi, (_all, slash: string, tag: string) =>
      slash === '' ? `\\${tag.toUpperCase()}` : `\\${tag.toLowerCase()}`,
    )
    .split('\n')
    .join('\\n');
}

const jacoText: TextCodec = { read: decode, write: encode };

/** Physical lines with a '\' at the end joined to the next (the '\' dropped). */
function continued(lines: readonly string[], from: number): LogicalLine[] {
  const out: LogicalLine[] = [];
  for (let index = from; index < lines.length; index++) {
    const line = index + 1;
    let text = lines[index] ?? '';
    while (text.trimEnd().endsWith('\\') && index + 1 < lines.length) {
      text = text.trimEnd().slice(0, -1) + (lines[++index] ?? '').trim();
    }
    out.push({ text, line });
  }
  return out;
}

const TIME = String.raw`\d+:\d\d?:\d\d?\.\d+|@\d+`;

export const jacoSub = timedLineFormat({
  name: 'JACOsub',
  extensions: ['.jss'],
  cue: new RegExp(
    String.raw`^(?<start>${TIME})\s+(?<end>${TIME})\s+(?<extra>[^\s{]+)(?:\s+(?<text>.*))?$`,
  ),
  damaged: /^(?:\d+:\S*|@\S+)\s+(?:\d+:\S*|@\S+)\s/,
  time: jacoTime,
  text: jacoText,
  isComment: (line) => line.startsWith('#'),
  logicalLines: continued,
  extra: (directive) => (directive.toUpperCase() === 'D' ? undefined : { directive }),
  print: (start, end, text, paragraph) =>
    `${start} ${end} ${String(paragraph.extra?.directive ?? 'D')} ${text}`,
  header: {
    isHeaderLine: (line) => line.trimStart().startsWith('#'),
    // A rate other than the default needs saying, or a reader takes 30.
    defaultHeader: (_subtitle, rate) =>
      Math.round(rate) === 30 ? undefined : `#TIMERES ${Math.round(rate)}`,
    declaredRate(header) {
      const match = /^#T(?:IMERES)?\s*(\d+)/im.exec(header);
      return match && Number(match[1]) > 0 ? Number(match[1]) : undefined;
    },
  },
  defaultRate: 30,
  // Directive and comment lines ('#') count neither way.
  detect: (input) =>
    lineShare(
      prefixLines(input).filter((line) => !line.startsWith('#')),
      /^\d+:\d\d:\d\d\.\d\d \d+:\d\d:\d\d\.\d\d \S/,
      0.9,
    ),
});
