// Scenarist Closed Caption (.scc): "Scenarist_SCC V1.0", then lines "hh:mm:ss;ff<TAB>word word…"
// of CEA-608 byte pairs (hex, odd parity) at 29.97 fps, ';' marking drop-frame timecode. Each
// pair takes one frame from its line's timecode. Decoding and encoding live in scc/.
import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { framesToMs, msToFrames } from '../time';
import {
  dropFrameTimecodeToFrames,
  formatTimecode,
  framesToDropFrameTimecode,
  isDroppedLabel,
  type TimecodeParts,
} from './frameTimecode';
import { decodeCaptions, type TimedPairs } from './scc/sccDecode';
import { EDM_WORD, loadCaptionWords } from './scc/sccEncode';
import { excerpt, noBlockRead, withWarnings } from './skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'Scenarist Closed Caption';
const HEADER = 'Scenarist_SCC V1.0';
const FPS = 29.97;
/** A caption still on screen when the data ends has no end in the file; show it 3 s (in whole
 *  frames, so the end written back lands on the same frame). */
const LAST_CAPTION_FRAMES = 90;
const LINE = /^(\d{2}):(\d{2}):(\d{2})([:;.,])(\d{2})[ \t]+([0-9a-fA-F \t]*)$/;

export function detectScc(input: FormatInput): number {
  return input.text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith(HEADER)
    ? 1
    : 0;
}

/** Frame count of an SCC timecode: ';' (or '.', ',') drop-frame, ':' non-drop, both 29.97 fps. */
export function sccTimecodeToFrames(parts: TimecodeParts, dropFrame: boolean): number {
  if (!dropFrame)
    return ((parts.hours * 60 + parts.minutes) * 60 + parts.seconds) * 30 + parts.frames;
  return dropFrameTimecodeToFrames(parts);
}

/** One line's timecode and byte pairs, or why it does not read (a line that does not is skipped:
 *  the captions around it are still decoded). */
function readLine(line: string): TimedPairs | string {
  const match = LINE.exec(line);
  if (!match) return `"${excerpt(line)}" is not "hh:mm:ss;ff<TAB>hex words"`;
  const parts = {
    hours: Number(match[1]),
    minutes: Number(match[2]),
    seconds: Number(match[3]),
    frames: Number(match[5]),
  };
  const dropFrame = match[4] !== ':';
  if (
    parts.minutes > 59 ||
    parts.seconds > 59 ||
    parts.frames > 29 ||
    (dropFrame && isDroppedLabel(parts))
  ) {
    return `The timecode of "${excerpt(line)}" is out of range`;
  }
  const words = (match[6] ?? '').split(/[ \t]+/).filter((w) => w !== '');
  const bad = words.find((word) => !/^[0-9a-fA-F]{4}$/.test(word));
  if (bad !== undefined) return `Bad SCC word '${bad}' in "${excerpt(line)}"`;
  return {
    frame: sccTimecodeToFrames(parts, dropFrame),
    words: words.map((word) => Number.parseInt(word, 16)),
  };
}

export function parseScc(input: FormatInput): ParsedSubtitle {
  const lines = input.text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (lines[headerIndex]?.trim() !== HEADER)
    throw new SubtitleFormatError(`Expected '${HEADER}'`, 1);
  const timed: TimedPairs[] = [];
  const warnings: ParseWarning[] = [];
  for (let index = headerIndex + 1; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    if (line === '') continue;
    const pairs = readLine(line);
    if (typeof pairs === 'string') warnings.push({ line: index + 1, message: pairs });
    else timed.push(pairs);
  }
  const paragraphs = decodeCaptions(timed).map((caption, index): Paragraph => {
    const endFrame = caption.endFrame ?? caption.startFrame + LAST_CAPTION_FRAMES;
    return {
      number: index + 1,
      start: framesToMs(caption.startFrame, FPS),
      end: framesToMs(endFrame, FPS),
      text: caption.text,
    };
  });
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings({ fileName: input.fileName, format: NAME, paragraphs }, warnings);
}

interface Line {
  frame: number;
  words: string[];
}

/** Places each caption's load so its EOC falls on the start frame, and its EDM on the end frame;
 *  an EDM that falls while the next caption loads goes inside that load. Never overlaps lines. */
export function scheduleCaptions(paragraphs: readonly Paragraph[]): Line[] {
  const lines: Line[] = [];
  let cursor = 0;
  let pendingClear: number | undefined;
  const emit = (frame: number, words: string[]): void => {
    const at = Math.max(frame, cursor);
    lines.push({ frame: at, words });
    cursor = at + words.length;
  };
  const sorted = [...paragraphs].sort((a, b) => a.start - b.start);
  sorted.forEach((paragraph, index) => {
    const load = loadCaptionWords(paragraph.text);
    if (load.length === 0) return;
    const startFrame = msToFrames(Math.max(0, paragraph.start), FPS);
    let loadFrame = startFrame - (load.length - 2);
    let words = load;
    if (pendingClear !== undefined && pendingClear + 2 <= loadFrame)
      emit(pendingClear, [EDM_WORD, EDM_WORD]);
    else if (pendingClear !== undefined && pendingClear < startFrame) {
      // Loading fills non-displayed memory, so erasing the displayed caption mid-load is safe.
      loadFrame = Math.max(loadFrame - 2, cursor);
      const at = Math.min(load.length - 2, Math.max(0, pendingClear - loadFrame));
      words = [...load.slice(0, at), EDM_WORD, EDM_WORD, ...load.slice(at)];
    }
    emit(loadFrame, words);
    const next = sorted[index + 1];
    const endFrame = msToFrames(Math.max(0, paragraph.end), FPS);
    // The next caption's EOC swaps this one out by itself when it starts no later than this ends.
    pendingClear = next && msToFrames(next.start, FPS) <= endFrame ? undefined : endFrame;
  });
  if (pendingClear !== undefined) emit(pendingClear, [EDM_WORD, EDM_WORD]);
  return lines;
}

export function writeScc(subtitle: Subtitle, options: WriteOptions): string {
  const nl = options.newLine;
  const body = scheduleCaptions(subtitle.paragraphs).map(
    (line) =>
      `${formatTimecode(framesToDropFrameTimecode(line.frame), ';')}\t${line.words.join(' ')}${nl}${nl}`,
  );
  return `${HEADER}${nl}${nl}${body.join('')}`;
}

export const scc: SubtitleFormat = {
  name: NAME,
  extensions: ['.scc'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectScc,
  parse: parseScc,
  write: writeScc,
};
