import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParagraphExtra, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { excerpt, withWarnings } from './skippedBlocks';
import { stripBom } from './textScan';

// What Advanced Sub Station Alpha (v4.00+) and Sub Station Alpha (v4.00) share. Everything before
// "[Events]" (script info, styles, fonts) is kept verbatim as `header`, sections after the events
// as `footer`. Each Dialogue line's fields other than the times and text go to `extra` as written,
// override tags ({\i1}, {\pos(…)}) stay in the text as they are, and "\N" becomes '\n'.
// One pass over the lines; a Dialogue line is cut at its first commas with indexOf.

export interface AssVariant {
  readonly name: string;
  /** Events "Format:" fields written by default; the first is 'Layer' (ASS) or 'Marked' (SSA). */
  readonly eventFields: readonly string[];
  /** Marker of this variant's style section, e.g. '[V4+ Styles]'. */
  readonly stylesSection: string;
  readonly defaultMargin: string;
  defaultHeader(title: string): string;
}

/** Lower-cased Format field name → key in `extra`; start, end and text are model fields. */
export const EXTRA_KEYS: Readonly<Record<string, string>> = {
  layer: 'layer',
  marked: 'marked',
  style: 'style',
  name: 'actor',
  actor: 'actor',
  marginl: 'marginL',
  marginr: 'marginR',
  marginv: 'marginV',
  effect: 'effect',
};

function parseFormatLine(line: string): string[] {
  return line
    .slice(line.indexOf(':') + 1)
    .split(',')
    .map((field) => field.trim().toLowerCase());
}

// The scan below works by index with helpers local to this module: under tsx an imported
// function is called through an export getter, and the per-line calls into textScan.ts, a
// lower-cased slice per keyword test and a cursor object per time were most of the parse time.

/** Whether text at `at` starts with `word` (lower-case ASCII), ignoring ASCII case. */
function startsWithWord(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let index = 0; index < word.length; index++) {
    const code = text.charCodeAt(at + index);
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if (lower !== word.charCodeAt(index)) return false;
  }
  return true;
}

/** End of the line holding `at` (before its CR or LF), or the text's length. */
function lineEndAt(text: string, at: number, hasCr: boolean): number {
  if (!hasCr) {
    const lf = text.indexOf('\n', at);
    return lf === -1 ? text.length : lf;
  }
  for (let index = at; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) return index;
  }
  return text.length;
}

/** Start of the line after the one ending at `lineEnd`. */
function afterLineEnd(text: string, lineEnd: number): number {
  const code = text.charCodeAt(lineEnd);
  if (code === 13) return text.charCodeAt(lineEnd + 1) === 10 ? lineEnd + 2 : lineEnd + 1;
  return lineEnd < text.length ? lineEnd + 1 : lineEnd;
}

function skipBlanks(text: string, at: number, limit: number): number {
  let index = at;
  while (index < limit) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9) break;
    index++;
  }
  return index;
}

/** Unsigned decimal in [from, to) from `from` on: the value, and its end in `end`. */
function readDigits(text: string, from: number, to: number, end: { at: number }): number {
  let value = 0;
  let at = from;
  for (; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
  }
  end.at = at;
  return at === from ? -1 : value;
}

/** Reads "h:mm:ss.cc" filling [from, to) but for spaces around it (centiseconds; other digit
 *  counts are read as a decimal fraction, "5" being 500 ms); -1 when it is not such a time. */
function readAssTime(text: string, from: number, to: number, end: { at: number }): number {
  const hours = readDigits(text, skipBlanks(text, from, to), to, end);
  if (hours < 0 || text.charCodeAt(end.at) !== 58) return -1;
  const minutes = readDigits(text, end.at + 1, to, end);
  if (minutes < 0 || text.charCodeAt(end.at) !== 58) return -1;
  const seconds = readDigits(text, end.at + 1, to, end);
  if (seconds < 0) return -1;
  let fractionMs = 0;
  const separator = text.charCodeAt(end.at);
  if ((separator === 44 || separator === 46) && end.at < to) {
    const fractionStart = end.at + 1;
    const fraction = readDigits(text, fractionStart, to, end);
    if (fraction < 0) return -1;
    const digits = end.at - fractionStart;
    fractionMs =
      digits === 2
        ? fraction * 10
        : digits === 3
          ? fraction
          : digits === 1
            ? fraction * 100
            : Math.round((fraction * 1000) / 10 ** digits);
  }
  if (minutes > 59 || seconds > 59 || skipBlanks(text, end.at, to) !== to) return -1;
  return hours * 3600000 + minutes * 60000 + seconds * 1000 + fractionMs;
}

export function parseAss(
  input: { text: string; fileName: string },
  variant: AssVariant,
): ParsedSubtitle {
  const text = stripBom(input.text);
  const hasCr = text.indexOf('\r') !== -1;
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  let fields = variant.eventFields.map((field) => field.toLowerCase());
  const reader = new EventReader(text, fields);
  let eventsStart = -1;
  let footerStart = -1;
  let lineNumber = 0;
  let at = 0;
  while (at < text.length) {
    lineNumber++;
    const lineEnd = lineEndAt(text, at, hasCr);
    const first = skipBlanks(text, at, lineEnd);
    const code = text.charCodeAt(first);
    if (code === 91 /* [ */) {
      if (eventsStart < 0 && startsWithWord(text, first, '[events]')) eventsStart = at;
      else if (eventsStart >= 0 && footerStart < 0) footerStart = at;
    } else if (eventsStart >= 0 && footerStart < 0 && first < lineEnd) {
      const isDialogue = startsWithWord(text, first, 'dialogue:');
      const isComment = !isDialogue && startsWithWord(text, first, 'comment:');
      if (isDialogue || isComment) {
        const paragraph = reader.read(first, lineEnd, isComment, paragraphs.length + 1);
        if (paragraph) paragraphs.push(paragraph);
        else warnings.push({ line: lineNumber, message: reader.problem(first, lineEnd) });
      } else if (startsWithWord(text, first, 'format:')) {
        const named = parseFormatLine(text.slice(first, lineEnd));
        if (!named.includes('start') || !named.includes('end') || named.at(-1) !== 'text') {
          // The events below are read with the fields in force until now.
          warnings.push({
            line: lineNumber,
            message: 'The [Events] Format line needs Start, End and Text last; it was ignored',
          });
        } else {
          fields = named;
          reader.setFields(fields);
        }
      }
    }
    at = afterLineEnd(text, lineEnd);
  }
  if (eventsStart < 0) throw new SubtitleFormatError('No [Events] section');
  const subtitle: Subtitle = { fileName: input.fileName, format: variant.name, paragraphs };
  const header = lf(text.slice(0, eventsStart), hasCr).trimEnd();
  if (header.length > 0) subtitle.header = header;
  if (footerStart >= 0) {
    const footer = lf(text.slice(footerStart), hasCr).trimEnd();
    if (footer.length > 0) subtitle.footer = footer;
  }
  return withWarnings(subtitle, warnings);
}

function lf(text: string, hasCr: boolean): string {
  return hasCr ? text.replace(/\r\n?/g, '\n') : text;
}

/** Reads Dialogue and Comment lines of one file under its current Format fields. Local state of
 *  one parse (a new reader per call), so parsing stays pure. */
class EventReader {
  private readonly text: string;
  private keys: string[] = [];
  private kinds: number[] = [];
  /** The previous event's value of each field: a field that repeats (style, layer, margins,
   *  mostly) reuses that string instead of slicing a new one for every line. */
  private lastValues: string[] = [];
  /** This event's field values (times excepted), filled by `read`. */
  private values: string[] = [];
  private layout = LAYOUT_OTHER;
  private readonly end = { at: 0 };
  /** The previous event's `extra`, shared by the next events while their fields repeat (most
   *  events of a script have the same layer, style, actor, margins and effect): one object for
   *  them all rather than one each. Paragraph.extra is read-only, so sharing is safe. */
  private sharedExtra: Readonly<ParagraphExtra> | undefined;
  private sharedIsComment = false;
  /** Whether `value` read a field value unlike the previous event's, in the current event. */
  private valuesChanged = false;

  constructor(text: string, fields: readonly string[]) {
    this.text = text;
    this.setFields(fields);
  }

  setFields(fields: readonly string[]): void {
    const count = fields.length - 1;
    this.keys = fields.slice(0, count).map((field) => EXTRA_KEYS[field] ?? field);
    this.kinds = fields
      .slice(0, count)
      .map((field) =>
        field === 'start' ? FIELD_START : field === 'end' ? FIELD_END : FIELD_EXTRA,
      );
    this.lastValues = new Array<string>(count).fill('');
    this.values = new Array<string>(count).fill('');
    this.sharedExtra = undefined;
    const layout = this.keys.join(',');
    this.layout =
      layout === `layer,${STANDARD_FIELDS}`
        ? LAYOUT_LAYER
        : layout === `marked,${STANDARD_FIELDS}`
          ? LAYOUT_MARKED
          : LAYOUT_OTHER;
  }

  /** `extra` of one event. The usual ASS and SSA field lists get an object literal: one hidden
   *  class for every event, where adding seven properties by computed key per event was a
   *  fifth of the 1M-cue parse. Keys in field order, after `comment`, as the generic path. */
  private extraOf(isComment: boolean): ParagraphExtra {
    const v = this.values;
    if (this.layout !== LAYOUT_OTHER) {
      const first = v[0] ?? '';
      const style = v[3] ?? '';
      const actor = v[4] ?? '';
      const marginL = v[5] ?? '';
      const marginR = v[6] ?? '';
      const marginV = v[7] ?? '';
      const effect = v[8] ?? '';
      if (this.layout === LAYOUT_LAYER) {
        return isComment
          ? { comment: true, layer: first, style, actor, marginL, marginR, marginV, effect }
          : { layer: first, style, actor, marginL, marginR, marginV, effect };
      }
      return isComment
        ? { comment: true, marked: first, style, actor, marginL, marginR, marginV, effect }
        : { marked: first, style, actor, marginL, marginR, marginV, effect };
    }
    const extra: ParagraphExtra = {};
    if (isComment) extra['comment'] = true;
    const kinds = this.kinds;
    for (let index = 0; index < kinds.length; index++) {
      if (kinds[index] === FIELD_EXTRA) extra[this.keys[index] ?? ''] = v[index] ?? '';
    }
    return extra;
  }

  /** The trimmed value of text[from, to), reusing the previous value of the field if equal. */
  private value(field: number, from: number, to: number): string {
    const text = this.text;
    let start = from;
    let stop = to;
    while (start < stop && isTrimmedSpace(text.charCodeAt(start))) start++;
    while (stop > start && isTrimmedSpace(text.charCodeAt(stop - 1))) stop--;
    const last = this.lastValues[field] ?? '';
    if (last.length === stop - start && text.startsWith(last, start)) return last;
    // Other white space (no-break spaces, …) is trimmed by String#trim, as before.
    const value = text.slice(start, stop).trim();
    this.lastValues[field] = value;
    this.valuesChanged = true;
    return value;
  }

  /** Why the line [first, lineEnd) that `read` refused does not read. */
  problem(first: number, lineEnd: number): string {
    const line = this.text.slice(first, lineEnd);
    const fieldCount = this.kinds.length + 1;
    if (line.split(',').length < fieldCount) {
      return `The line "${excerpt(line)}" has too few fields (expected ${fieldCount}): it may be cut off`;
    }
    return `The start or end time of "${excerpt(line)}" could not be read`;
  }

  /** The event of the Dialogue or Comment line [first, lineEnd), or null when its fields or
   *  times do not read (`problem` then says why). */
  read(first: number, lineEnd: number, isComment: boolean, number: number): Paragraph | null {
    const text = this.text;
    const kinds = this.kinds;
    let fieldStart = text.indexOf(':', first) + 1;
    let start = -1;
    let end = -1;
    const values = this.values;
    let hasExtra = isComment;
    this.valuesChanged = false;
    for (let index = 0; index < kinds.length; index++) {
      const comma = commaBefore(text, fieldStart, lineEnd);
      if (comma === -1) return null;
      const kind = kinds[index];
      if (kind === FIELD_START) start = readAssTime(text, fieldStart, comma, this.end);
      else if (kind === FIELD_END) end = readAssTime(text, fieldStart, comma, this.end);
      else {
        values[index] = this.value(index, fieldStart, comma);
        hasExtra = true;
      }
      fieldStart = comma + 1;
    }
    if (start < 0 || end < 0) return null;
    const raw = text.slice(fieldStart, lineEnd);
    const lines = raw.indexOf('\\N') === -1 ? raw : raw.replaceAll('\\N', '\n');
    if (!hasExtra) return { number, start, end, text: lines };
    if (this.valuesChanged || !this.sharedExtra || isComment !== this.sharedIsComment) {
      this.sharedExtra = this.extraOf(isComment);
      this.sharedIsComment = isComment;
    }
    // `extra` written in the literal, not added after: an added fifth property costs every
    // paragraph a separate property store (measured: a tenth of the parse).
    return { number, start, end, text: lines, extra: this.sharedExtra };
  }
}

/** The first comma in [from, to), or -1. Fields are a few characters long: a loop here is cheaper
 *  than a native indexOf call per field (measured on a 300k-event file). */
function commaBefore(text: string, from: number, to: number): number {
  for (let at = from; at < to; at++) if (text.charCodeAt(at) === 44) return at;
  return -1;
}

/** The ASCII white space String#trim removes: tab, LF, VT, FF, CR and space. */
function isTrimmedSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** The Format fields after the first (Layer or Marked) that most files use, as `extra` keys. */
const STANDARD_FIELDS = 'start,end,style,actor,marginL,marginR,marginV,effect';
const LAYOUT_OTHER = 0;
const LAYOUT_LAYER = 1;
const LAYOUT_MARKED = 2;

const FIELD_START = 0;
const FIELD_END = 1;
const FIELD_EXTRA = 2;
