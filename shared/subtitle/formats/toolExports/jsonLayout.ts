import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { roundMs } from '../../time';
import { paragraphMaker } from '../paragraphSites';
import { LineCounter, noBlockRead, withWarnings } from '../skippedBlocks';
import { detectionPrefix, stripBom } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { elementOffsets, type JsonPath } from './jsonScan';
import { finishText, readTime, type TextBreaks, type TimeUnit } from './jsonValues';
import { serializeJson, type JsonStyle } from './jsonWrite';
import { groupWords, type TimedWord } from './wordGrouping';

// The JSON exports of speech-to-text services and subtitle tools share one shape: an array of
// objects somewhere in the document, each with a start, an end (or a duration) in some unit and a
// text. One reader and one writer serve them all, driven by a JsonLayout that says where the array
// is, which fields hold what, and what the written document looks like around the elements.
//
// Reading: the whole document through JSON.parse (one that does not parse is not this format: a
// SubtitleFormatError); an element whose time is missing or unreadable, or that has no text
// field, is skipped with a warning at the line where it starts. Detection reads only the prefix.

/** Keys (and array indexes) from an element to one of its values. */
export type FieldPath = readonly (string | number)[];

export { readTime, type TimeUnit };

export interface JsonTextSpec {
  readonly path: FieldPath;
  /** 'string' (default): the text itself; 'lines': an array of lines; 'pieces': an array of
   *  objects whose `piece` strings are joined (YouTube's segs[].utf8). */
  readonly kind?: 'string' | 'lines' | 'pieces';
  readonly piece?: string;
  /** How line breaks are written: 'json' (default) as JSON's own \n; 'br' as "<br />" (Subtitle
   *  Edit's JSON types; <br>, <br/> and \n are read too); 'escaped' as a backslash and an n. */
  readonly breaks?: TextBreaks;
  /** Elements without the text field are not cues (YouTube's window events): skipped silently. */
  readonly optional?: boolean;
}

/** Word-level transcripts: when `applies` to the document, elements are words grouped into cues
 *  (wordGrouping.ts) instead of one cue each. */
export interface JsonWordSpec {
  applies(document: unknown): boolean;
  /** A word, a punctuation mark glued to the word before it, or something else (speaker changes,
   *  entities), which is passed over. */
  kind(element: Readonly<Record<string, unknown>>): 'word' | 'punctuation' | 'other';
}

/** What the detector looks for in the prefix: the first character of the document, patterns that
 *  must all match (the layout's distinctive keys), and patterns that must not. */
export interface JsonSignature {
  readonly root: '{' | '[';
  readonly all: readonly RegExp[];
  readonly none?: readonly RegExp[];
  /** A last check on the prefix (e.g. the time unit told by the size of the numbers). */
  readonly check?: (prefix: string) => boolean;
}

export interface JsonWriter {
  element(paragraph: Paragraph, index: number): unknown;
  document(elements: unknown[], subtitle: Subtitle): unknown;
  readonly style?: JsonStyle;
}

export interface JsonLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  /** From the document to the cue array ([] when the document is the array). */
  readonly path: JsonPath;
  readonly unit: TimeUnit;
  readonly start: FieldPath;
  /** The end time; without it, `duration` (same unit) is added to the start. */
  readonly end?: FieldPath;
  readonly duration?: FieldPath;
  readonly text: JsonTextSpec;
  /** The speaker's name, kept as the paragraph's extra `actor`. */
  readonly actor?: FieldPath;
  readonly words?: JsonWordSpec;
  readonly signature: JsonSignature;
  readonly write: JsonWriter;
}

/** The pattern of a member key in the prefix: `"name":`. */
export function key(name: string): RegExp {
  return new RegExp(`"${name}"\\s*:`);
}

/** A key whose value is a number (`"start": 1.5`) or, with `quoted`, a string. */
export function keyWith(name: string, value: 'number' | 'string' | 'array' | 'object'): RegExp {
  const opening = { number: '-?\\d', string: '"', array: '\\[', object: '\\{' }[value];
  return new RegExp(`"${name}"\\s*:\\s*${opening}`);
}

/** Line breaks as "<br />", as Subtitle Edit writes them into most of its JSON types. */
export function brBreaks(text: string): string {
  return text.replace(/\n/g, '<br />');
}

/** Seconds as a JSON number (1500 ms → 1.5). */
export function seconds(ms: number): number {
  return roundMs(ms) / 1000;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function member(value: unknown, step: string | number): unknown {
  if (typeof step === 'number') return Array.isArray(value) ? (value[step] as unknown) : undefined;
  return isRecord(value) && Object.prototype.hasOwnProperty.call(value, step)
    ? value[step]
    : undefined;
}

function field(element: unknown, path: FieldPath): unknown {
  let value = element;
  for (const step of path) value = member(value, step);
  return value;
}

/** Every element of the arrays `path` leads to, in document order; undefined when it leads to
 *  no array at all. A path without '*' leads to one array, which is returned as it is. */
function cueElements(document: unknown, path: JsonPath): readonly unknown[] | undefined {
  if (!path.includes('*')) {
    const array = field(document, path);
    return Array.isArray(array) ? (array as unknown[]) : undefined;
  }
  let current: unknown[] = [document];
  for (const step of path) {
    const next: unknown[] = [];
    for (const value of current) {
      if (step !== '*') next.push(member(value, step));
      else if (Array.isArray(value)) for (const item of value) next.push(item);
    }
    current = next;
  }
  let found = false;
  const elements: unknown[] = [];
  for (const value of current) {
    if (!Array.isArray(value)) continue;
    found = true;
    for (const item of value) elements.push(item);
  }
  return found ? elements : undefined;
}

/** The reader of the value at `path` in an element (an object): made once per file, so a path of
 *  one key, the usual one, costs one own-property lookup per element. */
function getter(path: FieldPath): (element: Record<string, unknown>) => unknown {
  const [first, ...rest] = path;
  if (typeof first !== 'string' || rest.length > 0) return (element) => field(element, path);
  return (element) =>
    Object.prototype.hasOwnProperty.call(element, first) ? element[first] : undefined;
}

/** The text of an element from the value of its text field; undefined when that is missing or
 *  of the wrong kind. */
function readText(value: unknown, spec: JsonTextSpec): string | undefined {
  let text: string;
  if (spec.kind === 'lines') {
    if (!Array.isArray(value)) return undefined;
    text = value.filter((line): line is string => typeof line === 'string').join('\n');
  } else if (spec.kind === 'pieces') {
    if (!Array.isArray(value)) return undefined;
    const piece = spec.piece ?? 'text';
    text = value
      .map((item) => member(item, piece))
      .filter((s) => typeof s === 'string')
      .join('');
  } else {
    if (typeof value !== 'string') return undefined;
    text = value;
  }
  return finishText(text, spec.breaks);
}

/** The layout's reading of a JSON document (the `format` set to the layout's name). */
export function parseJsonLayout(layout: JsonLayout, input: FormatInput): ParsedSubtitle {
  const text = stripBom(input.text);
  let document: unknown;
  try {
    document = JSON.parse(text) as unknown;
  } catch {
    throw new SubtitleFormatError(`Not ${layout.name}: the file is not valid JSON`);
  }
  const elements = cueElements(document, layout.path);
  if (!elements) throw new SubtitleFormatError(`Not ${layout.name}: no array of cues`);
  const warnings: ParseWarning[] = [];
  let offsets: number[] | undefined;
  const lines = new LineCounter(text);
  const skip = (index: number, why: string): void => {
    offsets ??= elementOffsets(text, layout.path);
    const offset = offsets[index];
    warnings.push({
      line: offset === undefined ? 1 : lines.lineAt(offset),
      message: `Element ${index + 1} was skipped: ${why}`,
    });
  };
  const wordLevel = layout.words?.applies(document) === true;
  const words: TimedWord[] = [];
  const paragraphs: Paragraph[] = [];
  const make = paragraphMaker(text.length);
  const { unit, end: endPath, text: textSpec } = layout;
  const getText = getter(textSpec.path);
  const getStart = getter(layout.start);
  const getStop = getter(endPath ?? layout.duration ?? []);
  const getActor = layout.actor ? getter(layout.actor) : undefined;
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index];
    if (!isRecord(element)) {
      skip(index, 'it is not an object');
      continue;
    }
    const kind = wordLevel ? layout.words?.kind(element) : 'word';
    if (kind === 'other') continue;
    const cueText = readText(getText(element), textSpec);
    if (cueText === undefined) {
      if (textSpec.optional !== true) skip(index, 'it has no text');
      continue;
    }
    const start = readTime(getStart(element), unit);
    const stop = readTime(getStop(element), unit);
    const end = endPath || stop < 0 ? stop : start + stop;
    if (kind === 'punctuation') {
      words.push({ text: cueText, punctuation: true, ...(end >= 0 ? { end } : {}) });
      continue;
    }
    if (start < 0 || stop < 0) skip(index, 'its start or end time could not be read');
    else if (wordLevel) words.push({ text: cueText, start, end, punctuation: false });
    else if (cueText.length > 0) {
      const number = paragraphs.length + 1;
      const actor = getActor?.(element);
      paragraphs.push(
        typeof actor === 'string' && actor.length > 0
          ? { number, start, end, text: cueText, extra: { actor } }
          : make(number, start, end, cueText),
      );
    }
  }
  if (wordLevel) {
    for (const cue of groupWords(words)) paragraphs.push({ number: paragraphs.length + 1, ...cue });
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings({ fileName: input.fileName, format: layout.name, paragraphs }, warnings);
}

export function writeJsonLayout(
  layout: JsonLayout,
  subtitle: Subtitle,
  options: WriteOptions,
): string {
  const elements = subtitle.paragraphs.map((paragraph, index) =>
    layout.write.element(paragraph, index),
  );
  const out = serializeJson(layout.write.document(elements, subtitle), layout.write.style ?? 2);
  // JSON escapes line breaks inside strings, so every '\n' left is the layout's own.
  return `${options.newLine === '\n' ? out : out.replace(/\n/g, options.newLine)}${options.newLine}`;
}

/** Confidence that the prefix is this layout: 0 unless every pattern is there; a layout that asks
 *  for more patterns is surer, so a more specific layout wins over a looser one it contains. */
export function detectJsonLayout(signature: JsonSignature, input: FormatInput): number {
  const prefix = detectionPrefix(input).trimStart();
  if (!prefix.startsWith(signature.root)) return 0;
  if (!signature.all.every((pattern) => pattern.test(prefix))) return 0;
  if (signature.none?.some((pattern) => pattern.test(prefix))) return 0;
  if (signature.check && !signature.check(prefix)) return 0;
  return Math.min(0.97, 0.8 + 0.02 * signature.all.length);
}

/** A format read and written by one layout; `alsoReads` are other layouts of the same tool's
 *  files that are read (never written) under its name. */
export function jsonLayoutFormat(
  layout: JsonLayout,
  alsoReads: readonly JsonLayout[] = [],
): SubtitleFormat {
  const layouts = [layout, ...alsoReads];
  const best = (input: FormatInput): { layout: JsonLayout; confidence: number } => {
    let found = { layout, confidence: detectJsonLayout(layout.signature, input) };
    for (const other of alsoReads) {
      const confidence = detectJsonLayout(other.signature, input);
      if (confidence > found.confidence) found = { layout: other, confidence };
    }
    return found;
  };
  return {
    name: layout.name,
    extensions: layout.extensions,
    binary: false,
    canRead: true,
    canWrite: true,
    detect: (input) => best(input).confidence,
    parse(input) {
      const chosen = layouts.length === 1 ? layout : best(input).layout;
      return { ...parseJsonLayout(chosen, input), format: layout.name };
    },
    write: (subtitle, options) => writeJsonLayout(layout, subtitle, options),
  };
}
