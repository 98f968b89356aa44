import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParagraphExtra, Subtitle } from '../model';
import { formatTimeMs } from '../time';
import { joinLinesLf } from './subrip';
import {
  detectionPrefix,
  isBlank,
  lineEndOf,
  nextLineStart,
  readClock,
  skipSpaces,
  stripBom,
} from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// WebVTT (.vtt): "WEBVTT" line, then blocks separated by blank lines. A cue block is an optional
// id line, "start --> end [settings]" and the payload. NOTE, STYLE and REGION blocks before the
// first cue stay in `header`; a NOTE between cues rides on the next cue (extra.noteBefore) and
// blocks after the last cue go to `footer`, so the file writes back in the same order.
// One pass: each line is visited once by index; only ids, settings and payloads are sliced.

function detect(input: FormatInput): number {
  const prefix = detectionPrefix(input, 64);
  return /^WEBVTT(?:[ \t\n]|$)/.test(prefix) ? 0.98 : 0;
}

interface Block {
  readonly start: number;
  end: number;
  /** Line starts inside the block, first line first. */
  readonly lines: number[];
}

function lf(text: string, hasCr: boolean): string {
  return hasCr ? text.replace(/\r\n?/g, '\n') : text;
}

function parse(input: FormatInput): Subtitle {
  const text = stripBom(input.text);
  if (!/^WEBVTT(?:[ \t\r\n]|$)/.test(text.slice(0, 7))) {
    throw new SubtitleFormatError('A WebVTT file must start with "WEBVTT"', 1);
  }
  const hasCr = text.indexOf('\r') !== -1;
  const paragraphs: Paragraph[] = [];
  const cursor = { at: 0 };
  let headerEnd = -1;
  let pendingNote: string | undefined;
  let block: Block | undefined;
  let at = 0;

  const finishBlock = (current: Block): void => {
    const firstStart = current.lines[0] ?? current.start;
    const firstEnd = lineEndOf(text, firstStart, hasCr);
    const arrowInFirst = text.indexOf('-->', firstStart);
    let timingStart = firstStart;
    let id: string | undefined;
    if (arrowInFirst === -1 || arrowInFirst >= firstEnd) {
      const second = current.lines[1];
      const arrow = second === undefined ? -1 : text.indexOf('-->', second);
      if (second === undefined || arrow === -1 || arrow >= lineEndOf(text, second, hasCr)) {
        // Not a cue: header material before the first cue, a note before the next one after it.
        const body = lf(text.slice(current.start, current.end), hasCr);
        if (paragraphs.length === 0) headerEnd = current.end;
        else pendingNote = pendingNote === undefined ? body : `${pendingNote}\n\n${body}`;
        return;
      }
      // In the first block the line before the timing is "WEBVTT" (a missing blank line), not an id.
      if (current.start !== 0) id = text.slice(firstStart, firstEnd).trim();
      else headerEnd = firstEnd;
      timingStart = second;
    }
    const timingEnd = lineEndOf(text, timingStart, hasCr);
    const arrow = text.indexOf('-->', timingStart);
    cursor.at = skipSpaces(text, timingStart, arrow);
    const start = readClock(text, cursor, arrow, true);
    if (start < 0) throw new SubtitleFormatError('Bad WebVTT cue start time');
    cursor.at = skipSpaces(text, arrow + 3, timingEnd);
    const end = readClock(text, cursor, timingEnd, true);
    if (end < 0) throw new SubtitleFormatError('Bad WebVTT cue end time');
    const settings = text.slice(cursor.at, timingEnd).trim();
    const payloadStart = nextLineStart(text, timingEnd);
    const extra: ParagraphExtra = {};
    if (id !== undefined && id.length > 0) extra['id'] = id;
    if (settings.length > 0) extra['settings'] = settings;
    if (pendingNote !== undefined) extra['noteBefore'] = pendingNote;
    pendingNote = undefined;
    const paragraph: Paragraph = {
      number: paragraphs.length + 1,
      start,
      end,
      text: payloadStart < current.end ? joinLinesLf(text, payloadStart, current.end) : '',
    };
    if (Object.keys(extra).length > 0) paragraph.extra = extra;
    paragraphs.push(paragraph);
  };

  while (at < text.length) {
    const lineEnd = lineEndOf(text, at, hasCr);
    if (isBlank(text, at, lineEnd)) {
      if (block) finishBlock(block);
      block = undefined;
    } else if (block) {
      block.lines.push(at);
      block.end = lineEnd;
    } else {
      block = { start: at, end: lineEnd, lines: [at] };
    }
    at = nextLineStart(text, lineEnd);
  }
  if (block) finishBlock(block);

  const subtitle: Subtitle = { fileName: input.fileName, format: webVtt.name, paragraphs };
  // The header is at least the "WEBVTT" line, plus any blocks before the first cue.
  subtitle.header = lf(
    text.slice(0, Math.max(headerEnd, lineEndOf(text, 0, hasCr))),
    hasCr,
  ).trimEnd();
  if (pendingNote !== undefined) subtitle.footer = pendingNote;
  return subtitle;
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const header =
    subtitle.format === webVtt.name && subtitle.header?.startsWith('WEBVTT')
      ? subtitle.header
      : 'WEBVTT';
  const blocks: string[] = [header];
  for (const paragraph of subtitle.paragraphs) {
    const extra = paragraph.extra ?? {};
    const note = extra['noteBefore'];
    if (typeof note === 'string' && note.length > 0) blocks.push(note);
    const id = extra['id'];
    const settings = extra['settings'];
    let timing = `${formatTimeMs(paragraph.start, '.')} --> ${formatTimeMs(paragraph.end, '.')}`;
    if (typeof settings === 'string' && settings.length > 0) timing += ` ${settings}`;
    // A blank line would end the cue early and "-->" would start a new one: both are escaped out.
    const payload = paragraph.text
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => line.replace(/-->/g, '--&gt;'))
      .join('\n');
    const idLine = id !== undefined && String(id).length > 0 ? `${String(id)}\n` : '';
    blocks.push(`${idLine}${timing}${payload.length > 0 ? `\n${payload}` : ''}`);
  }
  if (subtitle.format === webVtt.name && subtitle.footer) blocks.push(subtitle.footer);
  const out = `${blocks.join('\n\n')}\n`;
  return options.newLine === '\n' ? out : out.replace(/\n/g, options.newLine);
}

export const webVtt: SubtitleFormat = {
  name: 'WebVTT',
  extensions: ['.vtt'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect,
  parse,
  write,
};
