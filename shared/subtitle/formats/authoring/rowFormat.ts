// One reader/writer for the exports whose cues are rows of timecodes (DVD Studio Pro, Sony
// DVDArchitect, Adobe Encore's tab layouts, Avid, Scenarist, …). Each format is a RowLayout
// (rowLayout.ts): its row template, its clock, where the text goes, its header; the engine does
// the rest. Reading: rowParse.ts. Frame rates: see clock.ts.
import type { Subtitle } from '../../model';
import { detectionPrefix } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { formatDuration, formatShortDuration, formatTime, writeRate } from './clock';
import { continues, type RowLayout, templateOf } from './rowLayout';
import { parseRows } from './rowParse';
import { PLAIN } from './styles';

export type { Following, RowCommands, RowEvidence, RowHeader, RowLayout } from './rowLayout';

const DEFAULT_CONFIDENCE = 0.93;

/** A file with rows of a look-alike layout, damaged rows or stray lines. */
const DOUBTFUL = 0.5;

function keptHeader(layout: RowLayout, subtitle: Subtitle): string[] | undefined {
  if (subtitle.format !== layout.name || subtitle.header === undefined) return undefined;
  return subtitle.header.replace(/\n$/, '').split('\n');
}

export function writeRows(layout: RowLayout, subtitle: Subtitle, options: WriteOptions): string {
  const template = templateOf(layout);
  const kept = keptHeader(layout, subtitle);
  const declared = kept ? layout.header?.declaredRate?.(kept) : undefined;
  const rate = declared ?? writeRate(layout.clock, options.frameRate);
  const out: string[] = [];
  const state = new Map<string, string>();
  if (layout.header) {
    const header = kept
      ? (layout.header.refresh?.(kept, subtitle, rate) ?? kept)
      : layout.header.lines(subtitle, rate);
    // The rows after the header start from the state it sets, as they do when read.
    for (const line of header) layout.commands?.read(line, state);
    out.push(...header);
  }
  const first = layout.firstNumber ?? 1;
  subtitle.paragraphs.forEach((paragraph, index) => {
    let text = paragraph.text;
    if (layout.commands) {
      const written = layout.commands.write(text, state);
      out.push(...written.lines);
      text = written.text;
    }
    const lines = (layout.styles ?? PLAIN).encode(text).split('\n');
    const below = layout.following === 'below';
    let rowText: string;
    let after: string[] = [];
    if (below) {
      rowText = '';
      after = lines;
    } else if (layout.lineBreak !== undefined) {
      rowText = lines.join(layout.lineBreak);
    } else {
      rowText = lines[0] ?? '';
      const { following } = layout;
      const indent = typeof following === 'object' ? following.indent : '';
      after = lines.slice(1).map((line) => indent + line);
    }
    out.push(
      template.write({
        number: index + first,
        start: formatTime(paragraph.start, layout.clock, rate),
        end: formatTime(paragraph.end, layout.clock, rate),
        duration: formatDuration(paragraph.start, paragraph.end, layout.clock, rate),
        shortDuration: formatShortDuration(paragraph.start, paragraph.end, rate),
        length: lines.join('\r\n').length,
        text: rowText,
      }),
      ...after,
    );
    if (layout.blankAfter) out.push('');
  });
  if (layout.footer) out.push(...layout.footer(subtitle));
  return out.join(options.newLine) + options.newLine;
}

/** Lines of the detection prefix, the last dropped when the prefix cut it. */
function prefixRawLines(input: FormatInput): string[] {
  const prefix = detectionPrefix(input);
  const lines = prefix.split('\n');
  if (input.text.length > prefix.length) lines.pop();
  return lines;
}

export function detectRows(layout: RowLayout, input: FormatInput): number {
  const template = templateOf(layout);
  const rows: RegExpExecArray[] = [];
  const ignored: string[] = [];
  let textLines = 0;
  let blankLines = 0;
  let doubtful = false;
  let signature = layout.header?.signature === undefined;
  let afterRow = false;
  for (const line of prefixRawLines(input)) {
    const strict = template.strict.exec(line);
    if (strict) {
      rows.push(strict);
      afterRow = true;
    } else if (line.trim() === '') {
      blankLines++;
      if (layout.following === 'below') afterRow = false;
    } else if (template.rowStart.test(line) || template.loose.test(line)) {
      doubtful = true;
    } else if (layout.isIgnored?.(line) || (rows.length === 0 && layout.header?.isLine(line))) {
      ignored.push(line);
      signature ||= layout.header?.signature?.test(line) === true;
    } else if (afterRow && continues(layout, line)) {
      textLines++;
    } else {
      doubtful = true;
    }
  }
  if (rows.length === 0 || !signature) return 0;
  let confidence = layout.confidence ?? DEFAULT_CONFIDENCE;
  if (doubtful) confidence = Math.min(confidence, DOUBTFUL);
  if (rows.length === 1) confidence *= 0.85;
  return layout.evidence
    ? layout.evidence(confidence, { rows, template, ignored, textLines, blankLines })
    : confidence;
}

/** A format of the registry from its layout. */
export function rowFormat(layout: RowLayout): SubtitleFormat {
  return {
    name: layout.name,
    extensions: layout.extensions,
    binary: false,
    canRead: true,
    canWrite: true,
    detect: (input) => detectRows(layout, input),
    parse: (input) => parseRows(layout, input),
    write: (subtitle, options) => writeRows(layout, subtitle, options),
  };
}
