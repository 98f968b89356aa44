// Adobe Encore text script (.txt): "Subtitle_# Start End Text" with further text lines below,
// or the same without the number. Encore's manual fixes the timecode by TV standard: PAL uses
// hh:mm:ss:ff at 25 fps, NTSC uses drop-frame hh;mm;ss;ff at 29.97 fps; leading zeros optional.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { framesToMs, msToFrames } from '../time';
import {
  dropFrameTimecodeToFrames,
  formatTimecode,
  framesToDropFrameTimecode,
  msToTimecode,
  timecodeToMs,
  type TimecodeParts,
} from './frameTimecode';
import { excerpt, noBlockRead, withWarnings } from './skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'Adobe Encore';
const PAL_FPS = 25;
const NTSC_FPS = 29.97;
const TIMECODE = String.raw`(\d{1,2})([:;])(\d{1,2})[:;](\d{1,2})[:;](\d{1,2})`;
const ENTRY = new RegExp(
  String.raw`^(?:(\d{1,6})[ \t]+)?${TIMECODE}[ \t]+${TIMECODE}(?:[ \t](.*))?$`,
);
/** The start of an entry ("[number] h:m:"), whole or damaged: a letter for a digit ("0x:00:")
 *  or a line cut after its start's minutes. */
const ENTRY_START = /^[ \t]*(?:\d{1,6}[ \t]+)?(?=[^\s:;]{0,1}\d)[^\s:;]{1,2}[:;][^\s:;]{1,2}[:;]/;
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

/** The timecode in ms, or -1 when a part is out of range. */
function toMs(parts: TimecodeParts, dropFrame: boolean): number {
  const nominal = dropFrame ? 30 : PAL_FPS;
  if (parts.minutes > 59 || parts.seconds > 59 || parts.frames >= nominal) return -1;
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
    // A damaged first entry (a typo, a cut line) still shows whose file this is.
    if (!seenContent) firstContentIsEntry = ENTRY_START.test(line.replace(/^\uFEFF/, ''));
    seenContent = true;
    if (isEntry) entries++;
  }
  if (!firstContentIsEntry || entries === 0) return 0;
  return entries >= 2 ? 0.9 : 0.6;
}

/**
 * Entries with their further text lines. An entry that does not read (a typo in a timecode, a
 * part out of range, a cut line), or text before the first entry, is skipped with its text lines
 * and a warning; its lines are never added to the entry above.
 */
export function parseAdobeEncore(input: FormatInput): ParsedSubtitle {
  const lines = input.text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  const variant: EncoreVariant = { numbered: false, dropFrame: false };
  let current: Paragraph | undefined;
  let skipping = false;
  const skip = (index: number, message: string): void => {
    warnings.push({ line: index + 1, message });
    current = undefined;
    skipping = true;
  };
  lines.forEach((line, index) => {
    const match = ENTRY.exec(line);
    if (match) {
      const dropFrame = match[3] === ';';
      const start = toMs(partsOf(match, 2), dropFrame);
      const end = toMs(partsOf(match, 7), dropFrame);
      if (start < 0 || end < 0) {
        skip(index, `A timecode of "${excerpt(line)}" is out of range`);
        return;
      }
      if (!current && paragraphs.length === 0) variant.dropFrame = dropFrame;
      variant.numbered ||= match[1] !== undefined;
      current = { number: paragraphs.length + 1, start, end, text: (match[12] ?? '').trim() };
      paragraphs.push(current);
      skipping = false;
      return;
    }
    if (line.trim() === '') return;
    if (ENTRY_START.test(line))
      skip(index, `The timecodes of "${excerpt(line)}" could not be read`);
    else if (skipping) return;
    else if (!current) skip(index, `"${excerpt(line)}" is not an Adobe Encore subtitle line`);
    // Encore separates the lines of one subtitle with a return: the line belongs to the last cue.
    else current.text = current.text === '' ? line.trim() : `${current.text}\n${line.trim()}`;
  });
  if (paragraphs.length === 0) throw noBlockRead('No Adobe Encore subtitles found', warnings);
  const subtitle: Subtitle = {
    fileName: input.fileName,
    format: NAME,
    header: JSON.stringify(variant),
    paragraphs,
  };
  return withWarnings(subtitle, warnings);
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
