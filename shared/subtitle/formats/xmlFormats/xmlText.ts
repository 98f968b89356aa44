// Small readers and writers the XML layouts share: the text and children of an element by local
// name, times in seconds or clock form, and model text without its inline tags.
import { SubtitleFormatError } from '../../errors';
import { formatTimeMs } from '../../time';
import { formatTimecode, msToTimecode, nominalFrameRate, timecodeToMs } from '../frameTimecode';
import type { XmlElement } from '../xml/tree';

export { escapeXmlAttribute, escapeXmlText } from '../xml/tokenizer';

/** All text inside an element (CDATA included), CR LF and lone CR read as LF. */
export function textOf(element: XmlElement): string {
  let out = '';
  for (const child of element.children) out += typeof child === 'string' ? child : textOf(child);
  return out.replace(/\r\n?/g, '\n');
}

/** Child elements with this local name, whatever their namespace. */
export function childrenNamed(element: XmlElement, localName: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && child.localName === localName,
  );
}

export function childNamed(element: XmlElement, localName: string): XmlElement | undefined {
  return childrenNamed(element, localName)[0];
}

/** Descendants with this local name, in document order (not below a match). */
export function descendantsNamed(element: XmlElement, localName: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (parent: XmlElement): void => {
    for (const child of parent.children) {
      if (typeof child === 'string') continue;
      if (child.localName === localName) found.push(child);
      else visit(child);
    }
  };
  visit(element);
  return found;
}

/** The text of the first child with this local name; throws when there is none. */
export function requiredChildText(element: XmlElement, localName: string): string {
  const child = childNamed(element, localName);
  if (!child) throw new SubtitleFormatError(`<${localName}> is missing`);
  return textOf(child);
}

/** An unprefixed attribute's value. */
export function attributeOf(element: XmlElement, name: string): string | undefined {
  return element.attributes.get(`{}${name}`);
}

export function requiredAttribute(element: XmlElement, name: string): string {
  const value = attributeOf(element, name);
  if (value === undefined) throw new SubtitleFormatError(`${name} is missing`);
  return value;
}

/** Decimal seconds ("12.5") to milliseconds. */
export function secondsToMs(value: string): number {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) throw new SubtitleFormatError(`"${value}" is not a time`);
  return Number(text) * 1000;
}

/** Milliseconds as decimal seconds with three decimals ("12.500"). */
export function msToSeconds(ms: number): string {
  return (Math.max(0, Math.round(ms)) / 1000).toFixed(3);
}

/** A whole number of milliseconds ("12500"). */
export function wholeMs(value: string): number {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) throw new SubtitleFormatError(`"${value}" is not a time`);
  return Number(text);
}

/** "h:mm:ss.fff" (or with ',' before the fraction, hours optional) to milliseconds; the
 *  fraction is a decimal fraction of a second. */
export function clockToMs(value: string): number {
  const match = /^\s*(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[.,](\d+))?\s*$/.exec(value);
  if (!match) throw new SubtitleFormatError(`"${value}" is not a time`);
  const fraction = match[4] === undefined ? 0 : Number(`0.${match[4]}`) * 1000;
  return (
    (Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000 + fraction
  );
}

/** "hh:mm:ss.fff" (or with ','). */
export function msToClock(ms: number, separator: '.' | ',' = '.'): string {
  return formatTimeMs(Math.max(0, ms), separator);
}

const MODEL_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>|\{\\[^{}]*\}/gi;

/** Model text without its inline tags (<i>, <font …>, ASS overrides), for formats that hold
 *  plain text only. */
export function plainText(text: string): string {
  return text.replace(MODEL_TAG, '');
}

const INLINE_TAGS = new Set(['i', 'b', 'u']);

/** Text with <br> elements as line breaks and <i>/<b>/<u> elements kept as the model's tags
 *  (other elements give their text); each line trimmed, spaces collapsed. */
export function inlineText(element: XmlElement): string {
  const walk = (parent: XmlElement): string => {
    let out = '';
    for (const child of parent.children) {
      if (typeof child === 'string') out += child.replace(/[ \t\r\n]+/g, ' ');
      else if (child.localName.toLowerCase() === 'br') out += '\n';
      else {
        const tag = child.localName.toLowerCase();
        const inner = walk(child);
        out += INLINE_TAGS.has(tag) ? `<${tag}>${inner}</${tag}>` : inner;
      }
    }
    return out;
  };
  return walk(element)
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n');
}

/** Model text as element content: plain text escaped, lines joined by `<br />` (or the given
 *  break), <i>/<b>/<u> kept as balanced elements when `keepStyle`, other tags dropped. */
export function inlineContent(text: string, lineBreak = '<br />', keepStyle = false): string {
  const open: string[] = [];
  let out = '';
  for (const [index, part] of text.split(/(<\/?[ibu]>|\n)/i).entries()) {
    if (index % 2 === 0) out += escapeText(plainText(part));
    else if (part === '\n') out += lineBreak;
    else if (!keepStyle) continue;
    else if (part[1] !== '/') {
      const tag = part[1]?.toLowerCase() ?? 'i';
      open.push(tag);
      out += `<${tag}>`;
    } else {
      const tag = part[2]?.toLowerCase() ?? 'i';
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      // Close the elements opened inside this one too, and reopen them after it.
      const inner = open.splice(at).slice(1);
      out += [tag, ...inner]
        .reverse()
        .map((name) => `</${name}>`)
        .join('');
      for (const name of inner) {
        open.push(name);
        out += `<${name}>`;
      }
    }
  }
  return (
    out +
    [...open]
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** "hh:mm:ss:ff" (';' or '.' may stand before the frames) at `frameRate` to milliseconds. */
export function timecodeToMsAt(value: string, frameRate: number): number {
  const match = /^\s*(\d+):(\d{1,2}):(\d{1,2})[:;.](\d{1,3})\s*$/.exec(value);
  if (!match) throw new SubtitleFormatError(`"${value}" is not a time code`);
  const [, h, m, s, f] = match.map(Number) as [number, number, number, number, number];
  if (f >= nominalFrameRate(frameRate))
    throw new SubtitleFormatError(`frame ${f} is past the frame rate in "${value}"`);
  return timecodeToMs(h, m, s, f, frameRate);
}

/** Milliseconds as "hh:mm:ss:ff" at `frameRate`. */
export function msToTimecodeAt(ms: number, frameRate: number, separator = ':'): string {
  return formatTimecode(msToTimecode(ms, frameRate), separator);
}

/** A frame rate written in a document ("25", "23.976", "30000/1001"), if it reads as one. */
export function readFrameRate(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)(?:\s*[/ ]\s*(\d+(?:\.\d+)?))?\s*$/.exec(value ?? '');
  if (!match) return undefined;
  const rate = Number(match[1]) / Number(match[2] ?? 1);
  return Number.isFinite(rate) && rate >= 1 && rate <= 1000 ? rate : undefined;
}

/** A stretch of one line with one style. */
export interface StyledRun {
  readonly text: string;
  readonly italic: boolean;
  readonly bold: boolean;
}

/** Model text as lines of styled runs: <i> and <b> (nested or crossing lines) set the style,
 *  other tags are dropped; runs of one style are merged. */
export function styledLines(text: string): StyledRun[][] {
  let italic = 0;
  let bold = 0;
  return text.split('\n').map((line) => {
    const runs: StyledRun[] = [];
    for (const [index, part] of line.split(/(<\/?[ib]>)/i).entries()) {
      if (index % 2 === 1) {
        const delta = part[1] === '/' ? -1 : 1;
        if (part.toLowerCase().includes('i')) italic = Math.max(0, italic + delta);
        else bold = Math.max(0, bold + delta);
        continue;
      }
      const plain = plainText(part);
      if (plain === '') continue;
      const last = runs.at(-1);
      if (last && last.italic === italic > 0 && last.bold === bold > 0) {
        runs[runs.length - 1] = { ...last, text: last.text + plain };
      } else runs.push({ text: plain, italic: italic > 0, bold: bold > 0 });
    }
    return runs;
  });
}

/** Styled runs back to model text: each run in <i>/<b> as it is styled, neighbours merged. */
export function runsToText(lines: readonly (readonly StyledRun[])[]): string {
  return lines
    .map((runs) =>
      runs
        .map((run) => {
          let text = run.text;
          if (run.bold) text = `<b>${text}</b>`;
          if (run.italic) text = `<i>${text}</i>`;
          return text;
        })
        .join('')
        .replace(/<\/i><i>/g, '')
        .replace(/<\/b><b>/g, ''),
    )
    .join('\n');
}
