import { DEFAULT_FRAME_RATE } from '../../constants';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { unreadableTiming } from '../skippedBlocks';
import { splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import type { HeaderSpec, TextCodec } from './layout';
import { finish, joinOutput, notACue, readHeader, textFormat, writeRate } from './layout';

// The "time line and text block" layout: a line holding a cue's times, and its text lines.
// Time first (Swift text, Titra, FAB Subtitler, MPSub): the text lines follow the time line up to
// a blank line or the next time line. Text first (SoftNi, UTX): the text lines come first and the
// time line closes the block; a blank line drops text no time line closed.
//
// Damage: a time line that does not read (or a line that only looks like one) is skipped with its
// text lines; the warning names the block's first line (its time line, or its first text line
// when the text comes first). A text line with no time line to belong to is reported the same way.

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

export interface BlockLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  /** The time line, trimmed; its named groups go to `readTimes`. */
  readonly timeLine: RegExp;
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
  /** Lines skipped silently wherever they are. */
  readonly isComment?: (line: string) => boolean;
  readonly defaultRate?: number;
  readonly detect: (input: FormatInput) => number;
}

interface Pending {
  start: number;
  end: number;
  lines: string[];
  line: number;
}

function splitFooter(
  layout: BlockLayout,
  lines: readonly string[],
): { body: readonly string[]; footer: string | undefined } {
  const footer = layout.footer;
  const at = footer ? lines.findIndex((line) => footer.starts(line.trim())) : -1;
  if (!footer || at < 0) return { body: lines, footer: undefined };
  return { body: lines.slice(0, at), footer: footer.keep(lines.slice(at)) };
}

function parseBlocks(layout: BlockLayout, input: FormatInput): ParsedSubtitle {
  const { body, footer } = splitFooter(layout, splitLines(input.text));
  const header = readHeader(body, layout.header);
  const rate =
    (header.text !== undefined ? layout.header?.declaredRate?.(header.text) : undefined) ??
    (footer !== undefined ? layout.footer?.declaredRate?.(footer) : undefined) ??
    layout.defaultRate ??
    DEFAULT_FRAME_RATE;
  const context: BlockContext = { rate, header: header.text, state: {} };
  const warnings: ParseWarning[] = [];
  const paragraphs: Paragraph[] = [];
  let open: Pending | undefined;
  /** Text-first: the text lines waiting for their time line, and where they start. */
  let waiting: { lines: string[]; line: number } | undefined;
  let skipping = false;
  const flush = (): void => {
    if (open && open.lines.length > 0) {
      const text = open.lines.map((line) => layout.text.read(line)).join('\n');
      paragraphs.push({ number: 0, start: open.start, end: open.end, text });
    } else if (open) {
      warnings.push({ line: open.line, message: 'The block has no text' });
    }
    open = undefined;
  };
  for (let index = header.next; index < body.length; index++) {
    const line = (body[index] ?? '').trim();
    if (layout.isComment?.(line) === true) continue;
    const groups = layout.timeLine.exec(line)?.groups;
    const times = groups ? layout.readTimes(groups, context) : undefined;
    if (times) {
      if (layout.textFirst) {
        // A time line with no text before it closes nothing (SoftNi's opening 0-length line).
        if (waiting) {
          open = { start: times[0], end: times[1], lines: waiting.lines, line: waiting.line };
          flush();
        }
        waiting = undefined;
      } else {
        flush();
        open = { start: times[0], end: times[1], lines: [], line: index + 1 };
      }
      skipping = false;
    } else if (groups || layout.damaged.test(line)) {
      flush();
      warnings.push({ line: waiting?.line ?? index + 1, message: unreadableTiming(line) });
      waiting = undefined;
      skipping = !layout.textFirst;
    } else if (line === '') {
      flush();
      waiting = undefined;
      skipping = false;
    } else if (layout.textFirst) {
      waiting ??= { lines: [], line: index + 1 };
      waiting.lines.push(line);
    } else if (open) {
      open.lines.push(line);
    } else if (!skipping) {
      warnings.push({ line: index + 1, message: notACue(line, layout.name) });
      skipping = true;
    }
  }
  flush();
  if (waiting) warnings.push({ line: waiting.line, message: 'The text has no time line after it' });
  return finish(input, layout.name, paragraphs, warnings, {
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
