import { DEFAULT_FRAME_RATE } from '../../constants';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { unreadableTiming } from '../skippedBlocks';
import type { MakeParagraph } from '../paragraphSites';
import { paragraphMaker } from '../paragraphSites';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import type { HeaderSpec, TextCodec } from './layout';
import { finish, joinOutput, notACue, textFormat, writeRate } from './layout';
import type { LineHit } from './lineScan';
import {
  hasOtherLineBreaks,
  LineBuffer,
  lineEndAt,
  lineHit,
  readHeader,
  scanSource,
  trimEndAt,
  trimStartAt,
} from './lineScan';

// The "time line and text block" layout: a line holding a cue's times, and its text lines.
// Time first (Swift text, Titra, FAB Subtitler, MPSub): the text lines follow the time line up to
// a blank line or the next time line. Text first (SoftNi, UTX): the text lines come first and the
// time line closes the block; a blank line drops text no time line closed.
//
// Damage: a time line that does not read (or a line that only looks like one) is skipped with its
// text lines; the warning names the block's first line (its time line, or its first text line
// when the text comes first). A text line with no time line to belong to is reported the same way.
//
// Reading is one pass over the file by index (lineScan.ts): a format's `quick` reader takes its
// usual time lines by char codes and names plain text lines, the regular expressions read the
// others; a block's text lines are kept as spans of the file and sliced once when it closes.

export interface BlockContext {
  /** The frame (or tick) rate: the file's own, or the one asked for, or 23.976. */
  readonly rate: number;
  readonly header: string | undefined;
  /** Free for a layout's running values (MPSub's times are relative to the previous cue). */
  readonly state: Record<string, number>;
}

export interface FooterSpec {
  /** The line where the footer starts: no cue is read from there on. */
  starts(line: string): boolean;
  /** What is kept of the footer's lines (the parts a writer does not rebuild). */
  keep(lines: readonly string[]): string;
  declaredRate?(footer: string): number | undefined;
  write(subtitle: Subtitle, rate: number, kept: string | undefined): string;
}

/** What a block layout's `quick` reader makes of a line. */
export const QUICK_UNSURE = 0;
export const QUICK_TIMES = 1;
export const QUICK_TEXT = 2;
export type QuickAnswer = typeof QUICK_UNSURE | typeof QUICK_TIMES | typeof QUICK_TEXT;

export interface BlockLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  /** The time line, trimmed; its named groups go to `readTimes`. */
  readonly timeLine: RegExp;
  /**
   * The usual lines read by char codes, so big files skip the regular expressions: text
   * [from, to) is a trimmed line that is neither blank nor a comment. QUICK_TIMES when it is a
   * time line whose times read (`readTimes` would answer them): `hit` then holds `start` and
   * `end`, and the context's state is moved on as `readTimes` moves it. QUICK_TEXT when neither
   * `timeLine` nor `damaged` can match it (a text line). QUICK_UNSURE sends the line to the
   * regular expressions, with the state untouched: a quick reader only has to be right about
   * the lines it answers.
   */
  readonly quick?: (
    text: string,
    from: number,
    to: number,
    context: BlockContext,
    hit: LineHit,
  ) => QuickAnswer;
  /** A line meant as a time line (tested when `timeLine` fails): its block is skipped. */
  readonly damaged: RegExp;
  readonly readTimes: (
    groups: Readonly<Record<string, string | undefined>>,
    context: BlockContext,
  ) => readonly [number, number] | undefined;
  readonly printTimes: (paragraph: Paragraph, index: number, context: BlockContext) => string;
  readonly textFirst: boolean;
  /** Writes a blank line after each block. */
  readonly blankBetween: boolean;
  /** One text line to the model and back. */
  readonly text: TextCodec;
  readonly header?: HeaderSpec;
  readonly afterHeader?: readonly string[];
  readonly footer?: FooterSpec;
  /** Lines starting with this character are skipped silently wherever they are. */
  readonly comment?: string;
  readonly defaultRate?: number;
  readonly detect: (input: FormatInput) => number;
}

/** The source without its footer (from the line where the footer starts), and the footer. */
function splitFooter(
  layout: BlockLayout,
  source: string,
): { body: string; footer: string | undefined } {
  const footer = layout.footer;
  if (!footer) return { body: source, footer: undefined };
  for (let at = 0; at <= source.length;) {
    const end = lineEndAt(source, at);
    const from = trimStartAt(source, at, end);
    if (footer.starts(source.slice(from, trimEndAt(source, from, end)))) {
      return {
        body: at > 0 ? source.slice(0, at - 1) : '',
        footer: footer.keep(source.slice(at).split('\n')),
      };
    }
    at = end + 1;
  }
  return { body: source, footer: undefined };
}

/**
 * The block being read. Time first: the time line opens it and its text lines follow. Text
 * first: its text lines wait for the time line that closes it. The text lines go to one buffer,
 * reused from block to block.
 */
class BlockReader {
  readonly paragraphs: Paragraph[] = [];
  readonly warnings: ParseWarning[] = [];
  readonly lines = new LineBuffer();
  /** Time first: whether a block is open, its times and its time line. */
  open = false;
  openStart = 0;
  openEnd = 0;
  openLine = 0;
  /** Text first: whether text lines are waiting, and the line of the first. */
  waiting = false;
  waitingLine = 0;
  private readonly make: MakeParagraph;
  private readonly source: string;
  private readonly text: TextCodec;

  constructor(source: string, text: TextCodec) {
    this.make = paragraphMaker(source.length);
    this.source = source;
    this.text = text;
  }

  /** Ends the open block: a paragraph, or a warning when it has no text. */
  flush(): void {
    if (this.open && this.lines.count > 0) {
      const text = this.lines.join(this.source, this.text);
      this.paragraphs.push(
        this.make(this.paragraphs.length + 1, this.openStart, this.openEnd, text),
      );
    } else if (this.open) {
      this.warnings.push({ line: this.openLine, message: 'The block has no text' });
    }
    this.open = false;
    this.lines.clear();
  }

  /** Drops the text lines waiting for a time line. */
  dropWaiting(): void {
    this.waiting = false;
    this.lines.clear();
  }

  /** A time line read: it closes the waiting text (text first) or opens a block. */
  times(start: number, end: number, line: number, textFirst: boolean): void {
    if (textFirst) {
      // A time line with no text before it closes nothing (SoftNi's opening 0-length line).
      if (this.waiting) {
        this.open = true;
        this.openStart = start;
        this.openEnd = end;
        this.openLine = this.waitingLine;
        this.flush();
      }
      this.waiting = false;
    } else {
      this.flush();
      this.open = true;
      this.openStart = start;
      this.openEnd = end;
      this.openLine = line;
    }
  }
}

function parseBlocks(layout: BlockLayout, input: FormatInput): ParsedSubtitle {
  const { body, footer } = splitFooter(layout, scanSource(input.text));
  const header = readHeader(body, layout.header);
  const rate =
    (header.text !== undefined ? layout.header?.declaredRate?.(header.text) : undefined) ??
    (footer !== undefined ? layout.footer?.declaredRate?.(footer) : undefined) ??
    layout.defaultRate ??
    DEFAULT_FRAME_RATE;
  const context: BlockContext = { rate, header: header.text, state: {} };
  const quick = hasOtherLineBreaks(body) ? undefined : layout.quick;
  const comment = layout.comment?.charCodeAt(0) ?? -1;
  const hit = lineHit();
  const { textFirst } = layout;
  const reader = new BlockReader(body, layout.text);
  const { lines, warnings } = reader;
  let skipping = false;
  for (let at = header.from, index = header.line; at <= body.length; index++) {
    const lineEnd = lineEndAt(body, at);
    const from = trimStartAt(body, at, lineEnd);
    const to = trimEndAt(body, from, lineEnd);
    at = lineEnd + 1;
    if (from === to) {
      reader.flush();
      reader.dropWaiting();
      skipping = false;
      continue;
    }
    if (body.charCodeAt(from) === comment) continue;
    const answer = quick ? quick(body, from, to, context, hit) : QUICK_UNSURE;
    if (answer === QUICK_TIMES) {
      reader.times(hit.start, hit.end, index + 1, textFirst);
      skipping = false;
      continue;
    }
    const line = answer === QUICK_TEXT ? '' : body.slice(from, to);
    const groups = answer === QUICK_TEXT ? undefined : layout.timeLine.exec(line)?.groups;
    const times = groups ? layout.readTimes(groups, context) : undefined;
    if (times) {
      reader.times(times[0], times[1], index + 1, textFirst);
      skipping = false;
    } else if (groups || (answer !== QUICK_TEXT && layout.damaged.test(line))) {
      reader.flush();
      warnings.push({
        line: reader.waiting ? reader.waitingLine : index + 1,
        message: unreadableTiming(line),
      });
      reader.dropWaiting();
      skipping = !textFirst;
    } else if (textFirst) {
      if (!reader.waiting) {
        reader.dropWaiting();
        reader.waiting = true;
        reader.waitingLine = index + 1;
      }
      lines.addSpan(body, from, to);
    } else if (reader.open) {
      lines.addSpan(body, from, to);
    } else if (!skipping) {
      warnings.push({ line: index + 1, message: notACue(body.slice(from, to), layout.name) });
      skipping = true;
    }
  }
  reader.flush();
  if (reader.waiting) {
    warnings.push({ line: reader.waitingLine, message: 'The text has no time line after it' });
  }
  return finish(input, layout.name, reader.paragraphs, warnings, {
    header: header.text,
    footer,
  });
}

function writeBlocks(layout: BlockLayout, subtitle: Subtitle, options: WriteOptions): string {
  const ownFooter = subtitle.format === layout.name ? subtitle.footer : undefined;
  const footerRate = ownFooter !== undefined ? layout.footer?.declaredRate?.(ownFooter) : undefined;
  const { header, rate } = writeRate(
    layout.name,
    layout.header,
    subtitle,
    footerRate !== undefined ? { ...options, frameRate: footerRate } : options,
    layout.defaultRate,
  );
  const context: BlockContext = { rate, header, state: {} };
  const out: string[] = header === undefined ? [] : [header, ...(layout.afterHeader ?? [])];
  subtitle.paragraphs.forEach((paragraph, index) => {
    const times = layout.printTimes(paragraph, index, context);
    const text = paragraph.text.split('\n').map((line) => layout.text.write(line));
    out.push(...(layout.textFirst ? [...text, times] : [times, ...text]));
    if (layout.blankBetween) out.push('');
  });
  if (layout.footer) out.push(layout.footer.write(subtitle, rate, ownFooter));
  else if (layout.blankBetween) out.pop();
  return joinOutput(out.join('\n').split('\n'), options);
}

export function blockFormat(layout: BlockLayout): SubtitleFormat {
  return textFormat({
    name: layout.name,
    extensions: layout.extensions,
    detect: layout.detect,
    parse: (input) => parseBlocks(layout, input),
    write: (subtitle, options) => writeBlocks(layout, subtitle, options),
  });
}
