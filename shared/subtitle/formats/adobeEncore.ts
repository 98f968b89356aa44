// Adobe Encore text script (.txt): "Subtitle_# Start End Text" with further text lines below,
// or the same without the number. Encore's manual fixes the timecode by TV standard: PAL uses
// hh:mm:ss:ff at 25 fps, NTSC uses drop-frame hh;mm;ss;ff at 29.97 fps; leading zeros optional.
import { SubtitleFormatError } from '../errors';
import type { Paragraph, Subtitle } from '../model';
import { framesToMs, msToFrames } from '../time';
import {
  dropFrameTimecodeToFrames,
  formatTimecode,
  framesToDropFrameTimecode,
  msToTimecode,
  timecodeToMs,
  type TimecodeParts,
} from './frameTimecode';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'Adobe Encore';
const PAL_FPS = 25;
const NTSC_FPS = 29.97;
const TIMECODE = String.raw`(\d{1,2})([:;])(\d{1,2})[:;](\d{1,2})[:;](\d{1,2})`;
const ENTRY = new RegExp(
  String.raw`^(?:(\d{1,6})[ \t]+)?${TIMECODE}[ \t]+${TIMECODE}(?:[ \t](.*))?$`,
);
const DETECT_PREFIX_CHARS = 4000;

/** What the header keeps so a file is written back in its own variant. */
interface EncoreVariant {
  numbered: boolean;
  dropFrame: boolean;
}

function partsOf(match: RegExpExecArray, first: number): TimecodeParts {
  return {
    hours: Number(match[first]),
    minutes: Number(match[first + 2]),
    seconds: Number(match[first + 3]),
    frames: Number(match[first + 4]),
  };
}

function toMs(parts: TimecodeParts, dropFrame: boolean, lineNumber: number): number {
  const nominal = dropFrame ? 30 : PAL_FPS;
  if (parts.minutes > 59 || parts.seconds > 59 || parts.frames >= nominal) {
    throw new SubtitleFormatError('Timecode out of range', lineNumber);
  }
  if (dropFrame) return framesToMs(dropFrameTimecodeToFrames(parts), NTSC_FPS);
  return timecodeToMs(parts.hours, parts.minutes, parts.seconds, parts.frames, PAL_FPS);
}

export function detectAdobeEncore(input: FormatInput): number {
  const lines = input.text.slice(0, DETECT_PREFIX_CHARS).split(/\r?\n/);
  let entries = 0;
  let firstContentIsEntry = false;
  let seenContent = false;
  // The last line of the prefix may be cut, so it does not count.
  for (const line of lines.slice(0, -1)) {
    if (line.trim() === '') continue;
    const isEntry = ENTRY.test(line.replace(/^\uFEFF/, ''));
    if (!seenContent) firstContentIsEntry = isEntry;
    seenContent = true;
    if (isEntry) entries++;
  }
  if (!firstContentIsEntry) return 0;
  return entries >= 2 ? 0.9 : 0.6;
}

export function parseAdobeEncore(input: FormatInput): Subtitle {
  const lines = input.text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const paragraphs: Paragraph[] = [];
  const variant: EncoreVariant = { numbered: false, dropFrame: false };
  let current: Paragraph | undefined;
  lines.forEach((line, index) => {
    const match = ENTRY.exec(line);
    if (match) {
      const dropFrame = match[3] === ';';
      if (!current) variant.dropFrame = dropFrame;
      variant.numbered ||= match[1] !== undefined;
      current = {
        number: paragraphs.length + 1,
        start: toMs(partsOf(match, 2), dropFrame, index + 1),
        end: toMs(partsOf(match, 7), dropFrame, index + 1),
        text: (match[12] ?? '').trim(),
      };
      paragraphs.push(current);
      return;
    }
    if (line.trim() === '') return;
    if (!current) throw new SubtitleFormatError('Expected a numbered timecode line', index + 1);
    // Encore separates the lines of one subtitle with a return: the line belongs to the last cue.
    current.text = current.text === '' ? line.trim() : `${current.text}\n${line.trim()}`;
  });
  if (paragraphs.length === 0) throw new SubtitleFormatError('No Adobe Encore subtitles found');
  return {
    fileName: input.fileName,
    format: NAME,
    header: JSON.stringify(variant),
    paragraphs,
  };
}

function variantOf(subtitle: Subtitle): EncoreVariant {
  if (subtitle.format === NAME && subtitle.header) {
    try {
      const parsed = JSON.parse(subtitle.header) as Partial<EncoreVariant>;
      return { numbered: parsed.numbered !== false, dropFrame: parsed.dropFrame === true };
    } catch {
      // A header that is not ours: fall through to the documented default.
    }
  }
  return { numbered: true, dropFrame: false };
}

function timecodeText(ms: number, dropFrame: boolean): string {
  if (dropFrame) {
    return formatTimecode(framesToDropFrameTimecode(msToFrames(ms, NTSC_FPS)), ';').replaceAll(
      ':',
      ';',
    );
  }
  return formatTimecode(msToTimecode(ms, PAL_FPS));
}

export function writeAdobeEncore(subtitle: Subtitle, options: WriteOptions): string {
  const variant = variantOf(subtitle);
  const out: string[] = [];
  subtitle.paragraphs.forEach((paragraph, index) => {
    const number = variant.numbered ? `${String(index + 1).padStart(4, '0')} ` : '';
    const times = `${timecodeText(paragraph.start, variant.dropFrame)} ${timecodeText(paragraph.end, variant.dropFrame)}`;
    const lines = paragraph.text
      .split('\n')
      .filter((line, lineIndex) => lineIndex === 0 || line !== '');
    out.push(`${number}${times} ${lines.join(options.newLine)}`);
  });
  return out.join(options.newLine) + options.newLine;
}

export const adobeEncore: SubtitleFormat = {
  name: NAME,
  extensions: ['.txt'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectAdobeEncore,
  parse: parseAdobeEncore,
  write: writeAdobeEncore,
};
