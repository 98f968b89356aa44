import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParagraphExtra, Subtitle } from '../model';
import { formatTimeMs } from '../time';
import { paragraphMaker } from './paragraphSites';
import { joinLinesLf } from './cueText';
import { detectionPrefix, isBlank, readClock, skipSpaces, stripBom, toLf } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';
import { readUsualTime, USUAL_TIME_LENGTH } from './usualTime';

// WebVTT (.vtt): "WEBVTT" line, then blocks separated by blank lines. A cue block is an optional
// id line, "start --> end [settings]" and the payload. NOTE, STYLE and REGION blocks before the
// first cue stay in `header`; a NOTE between cues rides on the next cue (extra.noteBefore) and
// blocks after the last cue go to `footer`, so the file writes back in the same order.
//
// One pass by index, as the SubRip parser does. The usual cue, "hh:mm:ss.mmm --> hh:mm:ss.mmm" with
// no id and no settings, is read at fixed places (usualTimingLineEnd); any other block is looked at
// line by line, its first two lines for "-->". Either way the rest of a block is skipped line by
// line with indexOf, and a cue costs one slice for its payload (plus its id and settings when it
// has them). The line-end helpers are this parser's own (textScan's lineEndOf searches for a CR
// from every line in a CRLF file); times, blanks and new lines of the other blocks use textScan's.

function detect(input: FormatInput): number {
  const prefix = detectionPrefix(input, 64);
  return /^WEBVTT(?:[ \t\n]|$)/.test(prefix) ? 0.98 : 0;
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

/**
 * The end of the block whose lines from `lineStart` on follow a line ending at `lastEnd`: the end
 * of its last line before a blank line (or the text's end). `cursor.at` is left where the next
 * block's search goes on.
 */
function blockEndFrom(
  text: string,
  lineStart: number,
  lastEnd: number,
  hasCr: boolean,
  cursor: { at: number },
): number {
  const length = text.length;
  let blockEnd = lastEnd;
  let at = lineStart;
  while (at < length) {
    const code = text.charCodeAt(at);
    if (code === 10 || code === 13) break;
    const lineEnd = lineEndAt(text, at, hasCr);
    if ((code === 32 || code === 9) && isBlank(text, at, lineEnd)) break;
    blockEnd = lineEnd;
    at = afterLineEnd(text, lineEnd);
  }
  cursor.at = at;
  return blockEnd;
}

/**
 * The end of the timing line at `at` when it is the usual "hh:mm:ss.mmm --> hh:mm:ss.mmm" with
 * nothing after it, else -1; its times are left in `times`. Most cues of most files are written
 * so, and this reads them without searching for the arrow or the line's end.
 */
function usualTimingLineEnd(
  text: string,
  at: number,
  times: { start: number; end: number },
): number {
  const arrow = at + USUAL_TIME_LENGTH + 1;
  const lineEnd = arrow + 4 + USUAL_TIME_LENGTH;
  const after = text.charCodeAt(lineEnd);
  if (
    text.charCodeAt(arrow - 1) !== 32 ||
    text.charCodeAt(arrow) !== 45 ||
    text.charCodeAt(arrow + 1) !== 45 ||
    text.charCodeAt(arrow + 2) !== 62 ||
    text.charCodeAt(arrow + 3) !== 32 ||
    (lineEnd < text.length && after !== 10 && after !== 13)
  ) {
    return -1;
  }
  times.start = readUsualTime(text, at, arrow);
  times.end = readUsualTime(text, arrow + 4, lineEnd);
  return times.start >= 0 && times.end >= 0 ? lineEnd : -1;
}

function parse(input: FormatInput): Subtitle {
  const text = stripBom(input.text);
  if (!/^WEBVTT(?:[ \t\r\n]|$)/.test(text.slice(0, 7))) {
    throw new SubtitleFormatError('A WebVTT file must start with "WEBVTT"', 1);
  }
  const length = text.length;
  const hasCr = text.indexOf('\r') !== -1;
  const paragraphs: Paragraph[] = [];
  const makeParagraph = paragraphMaker(length);
  const cursor = { at: 0 };
  const times = { start: 0, end: 0 };
  let headerEnd = -1;
  let pendingNote: string | undefined;
  let at = 0;

  /** One cue; its payload is [payloadStart, blockEnd). */
  const addCue = (
    start: number,
    end: number,
    payloadStart: number,
    blockEnd: number,
    id: string,
    settings: string,
  ): void => {
    const payload =
      payloadStart >= blockEnd
        ? ''
        : hasCr
          ? joinLinesLf(text, payloadStart, blockEnd)
          : text.slice(payloadStart, blockEnd);
    const paragraph = makeParagraph(paragraphs.length + 1, start, end, payload);
    if (id.length > 0 || settings.length > 0 || pendingNote !== undefined) {
      const extra: ParagraphExtra = {};
      if (id.length > 0) extra['id'] = id;
      if (settings.length > 0) extra['settings'] = settings;
      if (pendingNote !== undefined) extra['noteBefore'] = pendingNote;
      pendingNote = undefined;
      paragraph.extra = extra;
    }
    paragraphs.push(paragraph);
  };

  while (at < length) {
    if (text.charCodeAt(at) === 10) {
      at++;
      continue;
    }
    const usualEnd = at === 0 ? -1 : usualTimingLineEnd(text, at, times);
    if (usualEnd >= 0) {
      const payloadStart = afterLineEnd(text, usualEnd);
      const blockEnd = blockEndFrom(text, payloadStart, usualEnd, hasCr, cursor);
      addCue(times.start, times.end, payloadStart, blockEnd, '', '');
      at = cursor.at;
      continue;
    }

    const firstEnd = lineEndAt(text, at, hasCr);
    if (isBlank(text, at, firstEnd)) {
      // Blank lines between blocks.
      at = afterLineEnd(text, firstEnd);
      continue;
    }
    const blockStart = at;
    // The block runs to the line before the next blank line (or the end of the text).
    const blockEnd = blockEndFrom(text, afterLineEnd(text, firstEnd), firstEnd, hasCr, cursor);
    at = cursor.at;

    let timingStart = blockStart;
    let timingEnd = firstEnd;
    let arrow = text.indexOf('-->', blockStart);
    let id = '';
    if (arrow === -1 || arrow >= firstEnd) {
      const secondStart = blockEnd > firstEnd ? afterLineEnd(text, firstEnd) : -1;
      const secondEnd = secondStart < 0 ? -1 : lineEndAt(text, secondStart, hasCr);
      arrow = secondStart < 0 ? -1 : text.indexOf('-->', secondStart);
      if (arrow === -1 || arrow >= secondEnd) {
        // Not a cue: header material before the first cue, a note before the next one after it.
        const body = toLf(text.slice(blockStart, blockEnd), hasCr);
        if (paragraphs.length === 0) headerEnd = blockEnd;
        else pendingNote = pendingNote === undefined ? body : `${pendingNote}\n\n${body}`;
        continue;
      }
      // In the first block the line before the timing is "WEBVTT" (a missing blank line), not an id.
      if (blockStart !== 0) id = text.slice(blockStart, firstEnd).trim();
      else headerEnd = firstEnd;
      timingStart = secondStart;
      timingEnd = secondEnd;
    }
    cursor.at = skipSpaces(text, timingStart, arrow);
    const start = readClock(text, cursor, arrow, true);
    if (start < 0) throw new SubtitleFormatError('Bad WebVTT cue start time');
    cursor.at = skipSpaces(text, arrow + 3, timingEnd);
    const end = readClock(text, cursor, timingEnd, true);
    if (end < 0) throw new SubtitleFormatError('Bad WebVTT cue end time');
    // Settings are sliced only when there are some (most cues have none).
    const settings = isBlank(text, cursor.at, timingEnd)
      ? ''
      : text.slice(cursor.at, timingEnd).trim();
    addCue(start, end, afterLineEnd(text, timingEnd), blockEnd, id, settings);
  }

  const subtitle: Subtitle = { fileName: input.fileName, format: webVtt.name, paragraphs };
  // The header is at least the "WEBVTT" line, plus any blocks before the first cue.
  subtitle.header = toLf(
    text.slice(0, Math.max(headerEnd, lineEndAt(text, 0, hasCr))),
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
