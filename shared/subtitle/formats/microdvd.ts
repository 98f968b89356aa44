import { DEFAULT_FRAME_RATE } from '../constants';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { framesToMs, msToFrames } from '../time';
import { excerpt, noBlockRead, withWarnings } from './skippedBlocks';
import { lineShare, prefixLines, splitLines } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// MicroDVD (.sub): "{startFrame}{endFrame}text", '|' between lines. A first cue "{1}{1}25" (or
// {0}{0}) declares the frame rate and is kept as `header`; without it 23.976 is assumed
// (CONTRACT §5). Control codes such as {y:i} or {c:$0000ff} stay in the text as written; HTML-like
// <i>/<b>/<u> from other formats become whole-line {y:…} codes on write.

const CUE = /^\{(\d+)\}\{(\d*)\}(.*)$/;
/** A cue with no end frame shows this long. */
const OPEN_END_MS = 2000;

function declaredFrameRate(line: string): number | undefined {
  const match = CUE.exec(line.trim());
  if (!match || Number(match[1]) > 1 || Number(match[2] || '0') > 1) return undefined;
  const rate = Number((match[3] ?? '').trim().replace(',', '.'));
  return Number.isFinite(rate) && rate > 0 && rate < 1000 ? rate : undefined;
}

function parse(input: FormatInput): ParsedSubtitle {
  const lines = splitLines(input.text);
  const warnings: ParseWarning[] = [];
  const firstCue = lines.findIndex((line) => line.trim().length > 0);
  const declared = firstCue >= 0 ? declaredFrameRate(lines[firstCue] ?? '') : undefined;
  const fps = declared ?? DEFAULT_FRAME_RATE;
  const paragraphs: Paragraph[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line.length === 0 || (index === firstCue && declared !== undefined)) return;
    const match = CUE.exec(line);
    if (!match) {
      // Each line is a cue: one that does not read (a typo in a frame, a cut line) is skipped.
      warnings.push({
        line: index + 1,
        message: `The line "${excerpt(line)}" is not a MicroDVD cue ({start}{end}text)`,
      });
      return;
    }
    const startFrame = Number(match[1]);
    const endFrame = match[2] ? Number(match[2]) : startFrame + msToFrames(OPEN_END_MS, fps);
    const start = framesToMs(startFrame, fps);
    const end = framesToMs(endFrame, fps);
    const text = (match[3] ?? '').split('|').join('\n');
    paragraphs.push({ number: paragraphs.length + 1, start, end, text });
  });
  if (paragraphs.length === 0) throw noBlockRead('No MicroDVD cues found', warnings);
  const subtitle: Subtitle = { fileName: input.fileName, format: microDvd.name, paragraphs };
  if (declared !== undefined) subtitle.header = (lines[firstCue] ?? '').trim();
  return withWarnings(subtitle, warnings);
}

const HTML_TO_CODE: Readonly<Record<string, string>> = { i: '{y:i}', b: '{y:b}', u: '{y:u}' };

function lineToMicroDvd(line: string): string {
  const whole = /^<([ibu])>(.*)<\/\1>$/i.exec(line);
  const body = whole
    ? `${HTML_TO_CODE[(whole[1] ?? '').toLowerCase()] ?? ''}${whole[2] ?? ''}`
    : line;
  return body.replace(/<\/?[ibu]>/gi, '');
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const declared =
    subtitle.format === microDvd.name && subtitle.header !== undefined
      ? declaredFrameRate(subtitle.header)
      : undefined;
  const fps = declared ?? options.frameRate ?? DEFAULT_FRAME_RATE;
  const lines = declared !== undefined && subtitle.header ? [subtitle.header] : [];
  for (const paragraph of subtitle.paragraphs) {
    const text = paragraph.text.split('\n').map(lineToMicroDvd).join('|');
    lines.push(`{${msToFrames(paragraph.start, fps)}}{${msToFrames(paragraph.end, fps)}}${text}`);
  }
  return lines.join(options.newLine) + options.newLine;
}

export const microDvd: SubtitleFormat = {
  name: 'MicroDVD',
  extensions: ['.sub'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: (input: FormatInput) => lineShare(prefixLines(input), CUE, 0.9),
  parse,
  write,
};
