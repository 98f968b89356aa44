import { lineShare, prefixLines } from '../textScan';
import type { TextCodec } from './layout';
import { replaceToken, stripStyling } from './layout';
import type { TimeCodec } from './timeCodecs';
import { clockTicks, digits, ticksMs } from './timeCodecs';
import { timedLineFormat } from './timedLines';
import type { LineHit } from './lineScan';
import { charAt, digitsAt, MAX_DIGITS, isSpace, spacesAt } from './lineScan';

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

/** `</tag>`, taking the tag off the open ones. */
function closeTag(open: string[], tag: string): string {
  const at = open.lastIndexOf(tag);
  if (at >= 0) open.splice(at, 1);
  return `</${tag}>`;
}

function isAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Whether every '\\' from `at` (one) on is the "\\n" of a line break. */
function onlyLineBreaks(text: string, at: number): boolean {
  for (let index = at; index !== -1; index = text.indexOf('\\', index + 2)) {
    if (text.charCodeAt(index + 1) !== 110) return false;
  }
  return true;
}

function decode(text: string): string {
  // Native searches for the three signs cost less than one loop over the characters.
  const backslash = text.indexOf('\\');
  const brace = text.indexOf('{');
  const tilde = text.indexOf('~');
  if (backslash === -1 && brace === -1 && tilde === -1) return text.trim();
  let index = backslash;
  if (brace !== -1 && (index === -1 || brace < index)) index = brace;
  if (tilde !== -1 && (index === -1 || tilde < index)) index = tilde;
  if (brace === -1 && tilde === -1 && onlyLineBreaks(text, backslash)) {
    const lines = replaceToken(text, '\\n', '\n');
    // Trimming the joined lines would copy them into one string; it only has something to do
    // when the text starts or ends with a blank or a line break.
    const last = text.length - 1;
    const bare =
      !isSpace(text.charCodeAt(0)) &&
      !isSpace(text.charCodeAt(last)) &&
      index > 0 &&
      !(text.charCodeAt(last) === 110 && text.charCodeAt(last - 1) === 92);
    return bare ? lines : lines.trim();
  }
  // Runs of plain characters are copied whole; each special sign ends the run before it.
  let out = text.slice(0, index);
  let run = index;
  const open: string[] = [];
  for (; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === '{') {
      out += text.slice(run, index);
      const end = text.indexOf('}', index);
      index = end < 0 ? text.length : end;
      run = index + 1;
    } else if (char === '~') {
      out += `${text.slice(run, index)} `;
      run = index + 1;
    } else if (char === '\\' && index + 1 < text.length) {
      out += text.slice(run, index);
      const code = text.charAt(++index);
      run = index + 1;
      const tag = OPENING[code];
      if (code === 'n') out += '\n';
      else if (!isAlphanumeric(code.charCodeAt(0))) out += code;
      else if (tag) {
        open.push(tag);
        out += `<${tag}>`;
      } else if (OPENING[code.toUpperCase()]) out += closeTag(open, code);
      else if (code === 'N') while (open.length > 0) out += closeTag(open, open.at(-1) ?? 'i');
      // Other codes (\D the date, \T the time, colours…) show nothing we keep.
    }
  }
  if (run < text.length) out += text.slice(run);
  while (open.length > 0) out += closeTag(open, open.at(-1) ?? 'i');
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

const TIME = String.raw`\d+:\d\d?:\d\d?\.\d+|@\d+`;

/** Reads "h:m:s.t" at `hit.at` as TIME's first form has it (one or two digits of minutes and
 *  seconds), advancing it; -1 when the text there is not of that shape or not a time. */
function clockAt(text: string, hit: LineHit, to: number, rate: number): number {
  const hours = digitsAt(text, hit, to, 1, MAX_DIGITS);
  if (hours < 0 || !charAt(text, hit, to, 58)) return -1;
  const minutes = digitsAt(text, hit, to, 1, 2);
  if (minutes < 0 || !charAt(text, hit, to, 58)) return -1;
  const seconds = digitsAt(text, hit, to, 1, 2);
  if (seconds < 0 || !charAt(text, hit, to, 46)) return -1;
  const ticks = digitsAt(text, hit, to, 1, MAX_DIGITS);
  return ticks < 0 ? -1 : ticksMs(hours, minutes, seconds, ticks, rate);
}

/** The usual cue line by char codes (timedLines.ts `quick`): two "h:mm:ss.tt" times, the
 *  directive, then the text. "@ticks" times and a '{' glued to the directive go to `cue`. */
function quick(text: string, from: number, to: number, rate: number, hit: LineHit): boolean {
  hit.at = from;
  hit.start = clockAt(text, hit, to, rate);
  if (hit.start < 0 || !spacesAt(text, hit, to)) return false;
  hit.end = clockAt(text, hit, to, rate);
  if (hit.end < 0 || !spacesAt(text, hit, to)) return false;
  hit.extraFrom = hit.at;
  while (hit.at < to) {
    const code = text.charCodeAt(hit.at);
    if (code === 123 || isSpace(code)) break;
    hit.at++;
  }
  hit.extraTo = hit.at;
  if (hit.extraTo === hit.extraFrom || (hit.at < to && text.charCodeAt(hit.at) === 123)) {
    return false;
  }
  spacesAt(text, hit, to);
  hit.textFrom = hit.at;
  hit.textTo = to;
  return true;
}

export const jacoSub = timedLineFormat({
  name: 'JACOsub',
  extensions: ['.jss'],
  quick,
  cue: new RegExp(
    String.raw`^(?<start>${TIME})\s+(?<end>${TIME})\s+(?<extra>[^\s{]+)(?:\s+(?<text>.*))?$`,
  ),
  damaged: /^(?:\d+:\S*|@\S+)\s+(?:\d+:\S*|@\S+)\s/,
  time: jacoTime,
  text: jacoText,
  comment: '#',
  continued: true,
  // 'D' and 'd' are the only texts whose upper case is "D" (the default directive).
  extra: (directive) => (directive === 'D' || directive === 'd' ? undefined : { directive }),
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
