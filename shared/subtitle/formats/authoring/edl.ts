// Edit decision lists (CMX 3600) as subtitle carriers. EDL: each subtitle is an event whose record
// in/out are its times and whose "* FROM CLIP NAME:" comment is its text; black (BL) events fill
// the gaps so an editing program reads one continuous timeline. DaVinci Resolve Marker EDL
// (Timeline > Export > Timeline Markers to EDL): a one-frame event per marker followed by
// " |C:color |M:name |D:duration in frames".
//
// "FCM: DROP FRAME" (or ';' in a timecode) means NTSC drop-frame at 29.97 fps; otherwise the
// project rate applies (clock.ts: 23.976 unless a frame label proves a higher rate).
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { removeStyling } from '../../text/removeStyling';
import { framesToMs, msToFrames } from '../../time';
import type { TimecodeParts } from '../frameTimecode';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { baseName, prefixLines, splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  type Clock,
  formatTime,
  frameClock,
  highestFrameLabel,
  partsToMs,
  readRate,
  timecodeParts,
  writeRate,
} from './clock';

const TC = String.raw`\d\d:\d\d:\d\d[:;]\d\d`;
/** Event number, reel, track, transition, source in/out, record in/out. */
const EVENT = new RegExp(
  String.raw`^\s*(\d{1,6})\s+(\S+)\s+([A-Z0-9]+)\s+([A-Z])\s+(${TC})\s+(${TC})\s+(${TC})\s+(${TC})\s*$`,
);
/** What is left of an event line with a damaged field: its start, or a timecode in a line that
 *  is no comment. */
const EVENT_START = /^\s*\d{3,6}\s+\S+\s+[A-Z0-9]+\s+[A-Z]\s+\S|^[^*|]*\d\d:\d\d:\d\d[:;]\d\d/;
const CLIP_NAME = /^\*?\s*FROM CLIP NAME:\s?/i;
const MARKER = '|M:';

interface EdlEvent {
  readonly line: number;
  readonly reel: string;
  readonly recordIn: TimecodeParts;
  readonly recordOut: TimecodeParts;
  readonly text: string[];
}

interface EdlScan {
  /** The lines before the first event (title, frame code mode), blank lines at its end left out. */
  readonly head: string[];
  readonly events: EdlEvent[];
  readonly warnings: ParseWarning[];
  readonly dropFrame: boolean;
}

/** Comment lines that are not a subtitle's text: any "*" line but the clip name, M2 speed lines. */
function isSkippedComment(line: string): boolean {
  if (/^M2\s/.test(line)) return true;
  return line.startsWith('*') && !CLIP_NAME.test(line);
}

function scanEdl(input: FormatInput, keepLine: (line: string) => boolean): EdlScan {
  const head: string[] = [];
  const events: EdlEvent[] = [];
  const warnings: ParseWarning[] = [];
  let dropFrame = false;
  let current: EdlEvent | undefined;
  let skipping = false;
  splitLines(input.text).forEach((raw, index) => {
    const line = raw.trim();
    if (/^FCM:\s*DROP FRAME/i.test(line)) dropFrame = true;
    const match = EVENT.exec(line);
    if (!match && events.length === 0 && warnings.length === 0) head.push(raw);
    if (match) {
      const recordIn = timecodeParts(match[7] ?? '');
      const recordOut = timecodeParts(match[8] ?? '');
      if (!recordIn || !recordOut) return;
      dropFrame ||= recordIn.dropFrame;
      current = {
        line: index + 1,
        reel: match[2] ?? '',
        recordIn: recordIn.parts,
        recordOut: recordOut.parts,
        text: [],
      };
      events.push(current);
      skipping = false;
    } else if (isSkippedComment(line)) {
      return;
    } else if (EVENT_START.test(line)) {
      warnings.push({ line: index + 1, message: `The event "${excerpt(line)}" could not be read` });
      current = undefined;
      skipping = true;
    } else if (line !== '' && !skipping && current && keepLine(line)) {
      current.text.push(line);
    }
  });
  while (head.length > 0 && head.at(-1)?.trim() === '') head.pop();
  return { head, events, warnings, dropFrame };
}

const EDL_NAME = 'EDL';

function withHead(subtitle: Subtitle, scan: EdlScan): Subtitle {
  return scan.head.length > 0 ? { ...subtitle, header: `${scan.head.join('\n')}\n` } : subtitle;
}

/** The title and frame code mode: the file's own when it is written back, else new ones. */
function headLines(subtitle: Subtitle, name: string): string[] {
  if (subtitle.format === name && subtitle.header !== undefined) {
    return [...subtitle.header.replace(/\n$/, '').split('\n'), ''];
  }
  return [`TITLE: ${baseName(subtitle.fileName)}`, 'FCM: NON-DROP FRAME', ''];
}

/** Drop-frame timecodes when the kept head says so. */
function writtenClock(subtitle: Subtitle, name: string): Clock {
  const head = subtitle.format === name ? (subtitle.header ?? '') : '';
  return frameClock(/^FCM:\s*DROP FRAME/im.test(head));
}

function eventTimes(scan: EdlScan): { clock: Clock; rate: number } {
  const clock = frameClock(scan.dropFrame);
  const labels = scan.events.flatMap((event) => [event.recordIn, event.recordOut]);
  return { clock, rate: readRate(clock, highestFrameLabel(labels)) };
}

function hasEvents(input: FormatInput): { events: number; markers: number; title: boolean } {
  const lines = prefixLines(input);
  return {
    events: lines.filter((line) => EVENT.test(line)).length,
    markers: lines.filter((line) => line.includes(MARKER)).length,
    title: lines.some((line) => /^TITLE:/i.test(line)),
  };
}

export function detectEdl(input: FormatInput): number {
  const { events, markers, title } = hasEvents(input);
  if (events === 0 || markers > 0) return 0;
  return title ? 0.95 : 0.9;
}

export function parseEdl(input: FormatInput): ParsedSubtitle {
  const scan = scanEdl(input, () => true);
  const { clock, rate } = eventTimes(scan);
  const warnings = [...scan.warnings];
  const paragraphs: Paragraph[] = [];
  for (const event of scan.events) {
    if (event.reel === 'BL') continue;
    const start = partsToMs(event.recordIn, clock, rate);
    const end = partsToMs(event.recordOut, clock, rate);
    if (start < 0 || end < 0) {
      warnings.push({ line: event.line, message: 'A record time of the event is out of range' });
      continue;
    }
    const text = event.text.map((line) => line.replace(CLIP_NAME, '')).join('\n');
    paragraphs.push({ number: paragraphs.length + 1, start, end, text });
  }
  if (paragraphs.length === 0) throw noBlockRead('No EDL events found', warnings);
  warnings.sort((a, b) => a.line - b.line);
  return withWarnings(
    withHead({ fileName: input.fileName, format: EDL_NAME, paragraphs }, scan),
    warnings,
  );
}

function eventLine(number: number, reel: string, times: readonly string[]): string {
  const [start = '', end = ''] = times;
  return `${String(number).padStart(6, '0')}  ${reel}       V     C        ${start} ${end} ${start} ${end}`;
}

export function writeEdl(subtitle: Subtitle, options: WriteOptions): string {
  const clock = writtenClock(subtitle, EDL_NAME);
  const rate = writeRate(clock, options.frameRate);
  const time = (ms: number): string => formatTime(ms, clock, rate);
  const blocks: string[][] = [];
  const black = (from: number, to: number): void => {
    blocks.push([eventLine(blocks.length + 1, 'BL', [time(from), time(to)])]);
  };
  subtitle.paragraphs.forEach((paragraph, index) => {
    // Black before the first subtitle and in the gaps keeps the record timeline continuous.
    if (index === 0 && paragraph.start > 1000) black(paragraph.start - 1000, paragraph.start);
    const lines = removeStyling(paragraph.text).split('\n');
    blocks.push([
      eventLine(blocks.length + 1, 'AX', [time(paragraph.start), time(paragraph.end)]),
      `* FROM CLIP NAME: ${lines[0] ?? ''}`,
      ...lines.slice(1),
    ]);
    const next = subtitle.paragraphs[index + 1];
    if (next && next.start > paragraph.end + 100) {
      black(paragraph.end, Math.min(paragraph.end + 1000, next.start));
    }
  });
  const out = headLines(subtitle, EDL_NAME);
  blocks.forEach((block, index) => out.push(...(index > 0 ? [''] : []), ...block));
  return out.join(options.newLine) + options.newLine;
}

export const edl: SubtitleFormat = {
  name: EDL_NAME,
  extensions: ['.edl'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectEdl,
  parse: parseEdl,
  write: writeEdl,
};

const RESOLVE_NAME = 'DaVinci Resolve Marker EDL';
const COLOR_KEY = 'resolveColor';
const DEFAULT_COLOR = 'ResolveColorBlue';
/** A marker of one frame (a point marker) is shown this long. */
const POINT_MARKER_MS = 2000;
const MARKER_FIELDS = /\|C:([^|]*?)\s*\|M:(.*?)\s*(?:\|D:\s*(\d+))?\s*$/;

export function detectResolveMarkers(input: FormatInput): number {
  const { events, markers } = hasEvents(input);
  return events > 0 && markers > 0 ? 0.97 : 0;
}

export function parseResolveMarkers(input: FormatInput): ParsedSubtitle {
  const scan = scanEdl(input, (line) => line.includes(MARKER));
  const { clock, rate } = eventTimes(scan);
  const fps = clock.unit === 'frames' && clock.dropFrame ? 29.97 : rate;
  const warnings = [...scan.warnings];
  const paragraphs: Paragraph[] = [];
  for (const event of scan.events) {
    const fields = MARKER_FIELDS.exec(event.text[0] ?? '');
    if (!fields) continue;
    const start = partsToMs(event.recordIn, clock, rate);
    if (start < 0) {
      warnings.push({ line: event.line, message: 'The record time of the marker is out of range' });
      continue;
    }
    const frames = Number(fields[3] ?? '0');
    // The end counts whole frames from the start's frame, so it lands on a frame as written.
    const end =
      frames > 1 ? framesToMs(msToFrames(start, fps) + frames, fps) : start + POINT_MARKER_MS;
    const paragraph: Paragraph = {
      number: paragraphs.length + 1,
      start,
      end,
      text: (fields[2] ?? '').trim(),
    };
    const color = (fields[1] ?? '').trim();
    if (color !== '' && color !== DEFAULT_COLOR) paragraph.extra = { [COLOR_KEY]: color };
    paragraphs.push(paragraph);
  }
  if (paragraphs.length === 0) throw noBlockRead('No DaVinci Resolve markers found', warnings);
  warnings.sort((a, b) => a.line - b.line);
  const subtitle = { fileName: input.fileName, format: RESOLVE_NAME, paragraphs };
  return withWarnings(withHead(subtitle, scan), warnings);
}

export function writeResolveMarkers(subtitle: Subtitle, options: WriteOptions): string {
  const clock = writtenClock(subtitle, RESOLVE_NAME);
  const rate = writeRate(clock, options.frameRate);
  const out = headLines(subtitle, RESOLVE_NAME);
  subtitle.paragraphs.forEach((paragraph, index) => {
    const startFrame = msToFrames(Math.max(0, paragraph.start), rate);
    const start = formatTime(paragraph.start, clock, rate);
    const next = formatTime(framesToMs(startFrame + 1, rate), clock, rate);
    const frames = Math.max(1, msToFrames(Math.max(0, paragraph.end), rate) - startFrame);
    const name = removeStyling(paragraph.text)
      .replace(/[\n|]+/g, ' ')
      .trim();
    const color = paragraph.extra?.[COLOR_KEY];
    if (index > 0) out.push('');
    out.push(
      `${String(index + 1).padStart(3, '0')}  001      V     C        ${start} ${next} ${start} ${next}  `,
      ` |C:${typeof color === 'string' ? color : DEFAULT_COLOR} |M:${name} |D:${frames}`,
    );
  });
  return out.join(options.newLine) + options.newLine;
}

export const daVinciResolveMarkerEdl: SubtitleFormat = {
  name: RESOLVE_NAME,
  extensions: ['.edl'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectResolveMarkers,
  parse: parseResolveMarkers,
  write: writeResolveMarkers,
};
