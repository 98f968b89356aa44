// SAMI (.smi/.sami), Microsoft's HTML-like caption format: <SYNC Start=ms> blocks, each holding
// <P Class=…> captions of one or more languages. A caption lasts until the next SYNC; a SYNC of
// only &nbsp; ends it. The first language class of the body is read; the header (HEAD, STYLE
// classes) and the footer are kept verbatim.
import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { samiBodyToText, textToSamiBody } from './sami/samiText';
import { excerpt, LineCounter, noBlockRead, withWarnings } from './skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'SAMI';
const DETECT_PREFIX_CHARS = 4000;
/** A last caption with no SYNC after it has no end in the file; show it this long. */
const LAST_CAPTION_MS = 3000;
const DEFAULT_CLASS = 'ENUSCC';
const CLASS_KEY = 'samiClass';

export function detectSami(input: FormatInput): number {
  const prefix = input.text.slice(0, DETECT_PREFIX_CHARS);
  const hasSync = /<sync\s+start\s*=/i.test(prefix);
  if (/<sami\b/i.test(prefix)) return hasSync || /<body\b/i.test(prefix) ? 0.98 : 0.7;
  return hasSync ? 0.6 : 0;
}

interface SyncBlock {
  /** NaN for a SYNC whose Start does not read (its block is skipped). */
  startMs: number;
  body: string;
  /** Where its tag starts in the text. */
  at: number;
}

/** SYNC blocks between the first <SYNC and </BODY>; one indexOf per tag keeps this linear. A tag
 *  cut off by the end of the file ends the blocks. */
function readSyncBlocks(text: string): { blocks: SyncBlock[]; firstSync: number; bodyEnd: number } {
  const syncPattern = /<sync\b/gi;
  const bodyEndMatch = /<\/body\s*>/i.exec(text);
  const bodyEnd = bodyEndMatch ? bodyEndMatch.index : text.length;
  const starts: { at: number; contentStart: number; startMs: number }[] = [];
  for (let match = syncPattern.exec(text); match; match = syncPattern.exec(text)) {
    if (match.index >= bodyEnd) break;
    const close = text.indexOf('>', match.index);
    if (close < 0) {
      starts.push({ at: match.index, contentStart: bodyEnd, startMs: Number.NaN });
      break;
    }
    // The number must end where the value does: "12x3" is a typo, not 12 ms.
    const startAttribute = /start\s*=\s*["']?\s*(-?\d{1,10})(?=["'\s/>]|$)/i.exec(
      text.slice(match.index, close),
    );
    const startMs = startAttribute ? Number(startAttribute[1]) : Number.NaN;
    starts.push({ at: match.index, contentStart: close + 1, startMs });
    syncPattern.lastIndex = close + 1;
  }
  const blocks = starts.map((sync, index) => ({
    startMs: sync.startMs,
    body: text.slice(sync.contentStart, starts[index + 1]?.at ?? bodyEnd),
    at: sync.at,
  }));
  return { blocks, firstSync: starts[0]?.at ?? -1, bodyEnd };
}

interface ClassedText {
  className: string;
  body: string;
}

/** Splits a SYNC body at its <P> tags; text before any <P> has no class. */
function splitParagraphs(body: string): ClassedText[] {
  const parts: ClassedText[] = [];
  const pPattern = /<p\b/gi;
  let className = '';
  let last = 0;
  for (let match = pPattern.exec(body); match; match = pPattern.exec(body)) {
    const close = body.indexOf('>', match.index);
    if (close < 0) break;
    parts.push({ className, body: body.slice(last, match.index) });
    const classAttribute = /class\s*=\s*["']?([\w-]+)/i.exec(body.slice(match.index, close));
    className = classAttribute?.[1] ?? '';
    last = close + 1;
    pPattern.lastIndex = close + 1;
  }
  parts.push({ className, body: body.slice(last) });
  return parts.filter((part) => part.className !== '' || part.body.trim() !== '');
}

/** Captions of the first language class. A SYNC whose Start does not read, or that is cut off,
 *  is skipped with a warning; the caption before it lasts until the next readable SYNC. */
export function parseSami(input: FormatInput): ParsedSubtitle {
  const text = input.text.replace(/^\uFEFF/, '');
  const { blocks, firstSync, bodyEnd } = readSyncBlocks(text);
  if (blocks.length === 0) throw new SubtitleFormatError('No SAMI SYNC blocks found');
  const warnings: ParseWarning[] = [];
  const lines = new LineCounter(text);
  let primaryClass: string | undefined;
  const paragraphs: Paragraph[] = [];
  let open: Paragraph | undefined;
  for (const block of blocks) {
    if (Number.isNaN(block.startMs)) {
      const tag = text.slice(block.at, text.indexOf('>', block.at) + 1 || text.length);
      warnings.push({
        line: lines.lineAt(block.at),
        message: `The Start time of "${excerpt(tag)}" could not be read`,
      });
      continue;
    }
    const parts = splitParagraphs(block.body);
    primaryClass ??= parts[0]?.className;
    const part = parts.find((candidate) => candidate.className === primaryClass);
    // A SYNC with captions of other languages only does not touch this language's caption.
    if (!part && parts.length > 0) continue;
    const caption = part ? samiBodyToText(part.body.replace(/<\/p\s*>/gi, '')) : '';
    if (open) open.end = block.startMs;
    open = undefined;
    if (caption === '') continue;
    open = {
      number: paragraphs.length + 1,
      start: block.startMs,
      end: block.startMs,
      text: caption,
    };
    if (primaryClass) open.extra = { [CLASS_KEY]: primaryClass };
    paragraphs.push(open);
  }
  if (open) open.end = open.start + LAST_CAPTION_MS;
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  const subtitle: Subtitle = {
    fileName: input.fileName,
    format: NAME,
    header: text.slice(0, firstSync),
    footer: text.slice(bodyEnd),
    paragraphs,
  };
  return withWarnings(subtitle, warnings);
}

function defaultHeader(newLine: string): string {
  return [
    '<SAMI>',
    '<HEAD>',
    '<TITLE></TITLE>',
    '<SAMIParam>',
    '  Metrics {time:ms;}',
    '  Spec {MSFT:1.0;}',
    '</SAMIParam>',
    '<STYLE TYPE="text/css">',
    '<!--',
    'P { font-family: Arial; font-weight: normal; color: white; background-color: black; text-align: center; }',
    `.${DEFAULT_CLASS} { Name: English; lang: en-US; SAMIType: CC; }`,
    '-->',
    '</STYLE>',
    '</HEAD>',
    '<BODY>',
    '',
  ].join(newLine);
}

function classFor(subtitle: Subtitle, header: string, paragraph: Paragraph | undefined): string {
  const fromLine = paragraph?.extra?.[CLASS_KEY];
  if (typeof fromLine === 'string' && /^[\w-]+$/.test(fromLine)) return fromLine;
  const fromStyle = subtitle.format === NAME ? /\.([\w-]+)\s*\{/.exec(header)?.[1] : undefined;
  return fromStyle ?? DEFAULT_CLASS;
}

export function writeSami(subtitle: Subtitle, options: WriteOptions): string {
  const nl = options.newLine;
  const own = subtitle.format === NAME && subtitle.header !== undefined;
  const header = own ? (subtitle.header ?? '').replace(/\r?\n/g, nl) : defaultHeader(nl);
  const footer =
    own && subtitle.footer ? subtitle.footer.replace(/\r?\n/g, nl) : `</BODY>${nl}</SAMI>${nl}`;
  const syncs: string[] = [];
  subtitle.paragraphs.forEach((paragraph, index) => {
    const className = classFor(subtitle, header, paragraph);
    const sync = (ms: number, body: string): string =>
      `<SYNC Start=${Math.round(ms)}>${nl}  <P Class=${className}>${body}${nl}`;
    syncs.push(sync(paragraph.start, textToSamiBody(paragraph.text)));
    const next = subtitle.paragraphs[index + 1];
    // The next SYNC ends this caption by itself unless there is a gap before it.
    if (!next || next.start > paragraph.end) syncs.push(sync(paragraph.end, '&nbsp;'));
  });
  return header + syncs.join('') + footer;
}

export const sami: SubtitleFormat = {
  name: NAME,
  extensions: ['.smi', '.sami'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectSami,
  parse: parseSami,
  write: writeSami,
};
