// DVDSubtitle (.sub, the subtitle script of DVD subtitle authoring tools): a "{HEAD … }" block,
// then blocks "{T hh:mm:ss:cc" + text lines + "}". A block shows its text from its time until the
// next block's time; a block without text only ends the one before it. The last field counts
// centiseconds (three digits: milliseconds).
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { prefixLines, splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { CENTISECONDS, formatTime } from './clock';

const NAME = 'DVDSubtitle';
const BLOCK = /^\{T\s+(\d{1,3}):(\d{1,2}):(\d{1,2}):(\d{1,3})\s*$/;
const BLOCK_START = /^\{T\b/;

const DEFAULT_HEAD = [
  '{HEAD',
  'DISCID=',
  'DVDTITLE=',
  'CODEPAGE=1250',
  'FORMAT=ASCII',
  'LANG=',
  'TITLE=1',
  'ORIGINAL=ORIGINAL',
  'AUTHOR=',
  'WEB=',
  'INFO=',
  'LICENSE=',
  '}',
];

export function detectDvdSubtitle(input: FormatInput): number {
  const lines = prefixLines(input);
  const blocks = lines.filter((line) => BLOCK.test(line)).length;
  if (blocks === 0) return 0;
  return lines[0] === '{HEAD' ? 0.97 : 0.9;
}

function blockMs(match: RegExpExecArray): number {
  const [hours, minutes, seconds] = [1, 2, 3].map((group) => Number(match[group]));
  const fraction = match[4] ?? '0';
  if ((minutes ?? 60) > 59 || (seconds ?? 60) > 59) return -1;
  const ms = fraction.length === 3 ? Number(fraction) : Number(fraction) * 10;
  return ((hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0)) * 1000 + ms;
}

interface Block {
  readonly time: number;
  readonly text: string[];
}

/** The head block (kept), then the timed blocks; a block whose time does not read is skipped
 *  with its lines, and the one before it then ends at the next block that reads. */
export function parseDvdSubtitle(input: FormatInput): ParsedSubtitle {
  const lines = splitLines(input.text);
  const warnings: ParseWarning[] = [];
  const head: string[] = [];
  const blocks: Block[] = [];
  let inHead = false;
  let current: Block | undefined;
  let skipping = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (blocks.length === 0 && !current && !skipping && (trimmed === '{HEAD' || inHead)) {
      head.push(line);
      inHead = trimmed !== '}';
      return;
    }
    const match = BLOCK.exec(trimmed);
    if (match) {
      const time = blockMs(match);
      if (time < 0) {
        warnings.push({
          line: index + 1,
          message: `The time of "${excerpt(line)}" is out of range`,
        });
        current = undefined;
        skipping = true;
        return;
      }
      current = { time, text: [] };
      blocks.push(current);
      skipping = false;
    } else if (BLOCK_START.test(trimmed)) {
      warnings.push({
        line: index + 1,
        message: `The time of "${excerpt(line)}" could not be read`,
      });
      current = undefined;
      skipping = true;
    } else if (trimmed === '}') {
      current = undefined;
      skipping = false;
    } else if (current) {
      current.text.push(line);
    } else if (!skipping && trimmed !== '') {
      warnings.push({ line: index + 1, message: `"${excerpt(line)}" is outside a {T block` });
    }
  });
  const paragraphs: Paragraph[] = [];
  blocks.forEach((block, index) => {
    const text = block.text.join('\n').trim();
    if (text === '') return;
    // The last block has no successor to end it: it ends where it starts.
    const end = blocks[index + 1]?.time ?? block.time;
    paragraphs.push({ number: paragraphs.length + 1, start: block.time, end, text });
  });
  if (paragraphs.length === 0) throw noBlockRead('No DVDSubtitle blocks found', warnings);
  const subtitle: Subtitle = { fileName: input.fileName, format: NAME, paragraphs };
  if (head.length > 0) subtitle.header = `${head.join('\n')}\n`;
  return withWarnings(subtitle, warnings);
}

export function writeDvdSubtitle(subtitle: Subtitle, options: WriteOptions): string {
  const own = subtitle.format === NAME && subtitle.header !== undefined;
  const out = own ? (subtitle.header ?? '').replace(/\n$/, '').split('\n') : [...DEFAULT_HEAD];
  const time = (ms: number): string => `{T ${formatTime(ms, CENTISECONDS, 1000)}`;
  subtitle.paragraphs.forEach((paragraph) => {
    // An empty block at the end time ends the subtitle.
    out.push(
      time(paragraph.start),
      ...paragraph.text.split('\n'),
      '}',
      time(paragraph.end),
      '',
      '}',
    );
  });
  return out.join(options.newLine) + options.newLine;
}

export const dvdSubtitle: SubtitleFormat = {
  name: NAME,
  extensions: ['.sub'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectDvdSubtitle,
  parse: parseDvdSubtitle,
  write: writeDvdSubtitle,
};
