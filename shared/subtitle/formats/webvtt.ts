import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParagraphExtra, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { formatTimeMs } from '../time';
import { joinLinesLf } from './cueText';
import { paragraphMaker } from './paragraphSites';
import { LineCounter, unreadableTiming, withWarnings } from './skippedBlocks';
import { detectionPrefix, stripBom, toLf } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';
import { readUsualTime, USUAL_TIME_LENGTH } from './usualTime';
import {
  afterLineEnd,
  type ArrowSearch,
  BLOCK_CUE,
  BLOCK_DAMAGED,
  type CollectedBlock,
  collectBlock,
  lineEndAt,
  newBlock,
} from './webvttBlocks';

// WebVTT (.vtt), read by the W3C WebVTT parser algorithm, as browsers read it: the cues, ids,
// texts and times a browser takes from a file are the ones read here. The signature line and the
// header block after it, and NOTE, STYLE and REGION blocks before the first cue, stay in `header`;
// a block between cues rides on the next cue (extra.noteBefore) and blocks after the last cue go
// to `footer`, so the file writes back in the same order. Ids are kept verbatim, cue settings as
// written (extra.settings). A cue whose timing line does not read is skipped, as browsers skip it,
// and listed as a warning at the line where its block starts.
//
// The usual cue, "hh:mm:ss.mmm --> hh:mm:ss.mmm" with no id and no settings, in a file of LF line
// ends, is read at fixed places and its payload found with two searches (the blank line that ends
// it, and an arrow that would end it earlier); every other block goes through the algorithm's
// block collector (webvttBlocks.ts). A cue costs one slice for its payload.

function detect(input: FormatInput): number {
  const prefix = detectionPrefix(input, 64);
  return /^WEBVTT(?:[ \t\n]|$)/.test(prefix) ? 0.98 : 0;
}

/**
 * The end of the timing line at `at` when it is the usual "hh:mm:ss.mmm --> hh:mm:ss.mmm" with
 * nothing after it, else -1; its times are left in `block`. Most cues of most files are written
 * so, and this reads them without searching for the arrow or the line's end.
 */
function usualTimingLineEnd(text: string, at: number, block: CollectedBlock): number {
  const arrow = at + USUAL_TIME_LENGTH + 1;
  const lineEnd = arrow + 4 + USUAL_TIME_LENGTH;
  const after = text.charCodeAt(lineEnd);
  if (
    text.charCodeAt(arrow - 1) !== 32 ||
    text.charCodeAt(arrow) !== 45 ||
    text.charCodeAt(arrow + 1) !== 45 ||
    text.charCodeAt(arrow + 2) !== 62 ||
    text.charCodeAt(arrow + 3) !== 32 ||
    // WebVTT times take a '.' only.
    text.charCodeAt(at + 8) !== 46 ||
    text.charCodeAt(arrow + 12) !== 46 ||
    (lineEnd < text.length && after !== 10 && after !== 13)
  ) {
    return -1;
  }
  block.start = readUsualTime(text, at, arrow);
  block.end = readUsualTime(text, arrow + 4, lineEnd);
  return block.start >= 0 && block.end >= 0 ? lineEnd : -1;
}

/** "WEBVTT" alone, or followed by a space, a tab or a line end. */
function hasSignature(text: string): boolean {
  if (!text.startsWith('WEBVTT')) return false;
  const after = text.charCodeAt(6);
  return text.length === 6 || after === 32 || after === 9 || after === 10 || after === 13;
}

function parse(input: FormatInput): ParsedSubtitle {
  const stripped = stripBom(input.text);
  // The algorithm's first step: every NUL becomes U+FFFD (one character for one, so positions and
  // line numbers stay those of the file).
  const text = stripped.indexOf('\0') === -1 ? stripped : stripped.replaceAll('\0', '\uFFFD');
  if (!hasSignature(text)) {
    throw new SubtitleFormatError('A WebVTT file must start with "WEBVTT"', 1);
  }
  const length = text.length;
  const hasCr = text.indexOf('\r') !== -1;
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  let lines: LineCounter | undefined;
  const makeParagraph = paragraphMaker(length);
  const block = newBlock();
  const arrows: ArrowSearch = { from: 0, at: -1 };
  let blankAfter = -1;
  let pendingNote: string | undefined;

  const addCue = (payloadStart: number, payloadEnd: number, id: string, settings: string): void => {
    const payload =
      payloadStart >= payloadEnd
        ? ''
        : hasCr
          ? joinLinesLf(text, payloadStart, payloadEnd)
          : text.slice(payloadStart, payloadEnd);
    const paragraph = makeParagraph(paragraphs.length + 1, block.start, block.end, payload);
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

  // The signature line, then (unless a blank line follows it) the header block.
  let at = afterLineEnd(text, lineEndAt(text, 0, hasCr));
  let headerEnd = lineEndAt(text, 0, hasCr);
  if (at < length && !isLineEndCode(text.charCodeAt(at))) {
    collectBlock(text, at, hasCr, true, arrows, block);
    if (block.textEnd > block.textStart) headerEnd = block.textEnd;
    at = block.next;
  }
  const headerParts = [toLf(text.slice(0, headerEnd), hasCr)];

  while (at < length) {
    // Blank lines between blocks: with CR and CRLF as line ends, each CR or LF is one.
    let code = text.charCodeAt(at);
    while (code === 10 || code === 13) code = text.charCodeAt(++at);
    if (at >= length) break;

    const usualEnd = hasCr ? -1 : usualTimingLineEnd(text, at, block);
    if (usualEnd >= 0) {
      if (usualEnd >= length || text.charCodeAt(usualEnd + 1) === 10) {
        // No payload: an empty line (or the end) right after the timing line.
        addCue(0, 0, '', '');
        at = usualEnd + 1;
        continue;
      }
      // The payload runs to the next empty line, unless a line with an arrow ends it earlier:
      // the payload is cut out first and searched for an arrow (most have none), so the text is
      // searched once for the empty line and the payload once for an arrow.
      if (blankAfter < usualEnd) {
        const found = text.indexOf('\n\n', usualEnd);
        blankAfter = found === -1 ? length : found;
      }
      const blockEnd =
        blankAfter === length && text.charCodeAt(length - 1) === 10 ? length - 1 : blankAfter;
      const payload = text.slice(usualEnd + 1, blockEnd);
      if (payload.indexOf('-->') === -1) {
        const paragraph = makeParagraph(paragraphs.length + 1, block.start, block.end, payload);
        if (pendingNote !== undefined) {
          paragraph.extra = { noteBefore: pendingNote };
          pendingNote = undefined;
        }
        paragraphs.push(paragraph);
        at = blockEnd;
        continue;
      }
    }

    const blockStart = at;
    collectBlock(text, blockStart, hasCr, false, arrows, block);
    at = block.next;
    if (block.kind === BLOCK_CUE) {
      addCue(block.textStart, block.textEnd, block.id, block.settings);
    } else if (block.kind === BLOCK_DAMAGED) {
      lines ??= new LineCounter(text);
      warnings.push({
        line: lines.lineAt(blockStart),
        message: unreadableTiming(text.slice(block.textStart, block.textEnd)),
      });
    } else {
      // Not a cue: header material before the first cue, a note before the next one after it.
      const body = toLf(text.slice(blockStart, block.textEnd), hasCr);
      if (paragraphs.length === 0) headerParts.push(body);
      else pendingNote = pendingNote === undefined ? body : `${pendingNote}\n\n${body}`;
    }
  }

  const subtitle: Subtitle = {
    fileName: input.fileName,
    format: webVtt.name,
    header: headerParts.join('\n\n').trimEnd(),
    paragraphs,
  };
  if (pendingNote !== undefined) subtitle.footer = pendingNote;
  return withWarnings(subtitle, warnings);
}

function isLineEndCode(code: number): boolean {
  return code === 10 || code === 13;
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
