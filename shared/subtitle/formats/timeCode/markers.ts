import { DEFAULT_FRAME_RATE } from '../../constants';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { unreadableTiming } from '../skippedBlocks';
import type { MakeParagraph } from '../paragraphSites';
import { paragraphMaker } from '../paragraphSites';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import type { HeaderSpec, TextCodec } from './layout';
import { finish, joinOutput, notACue, OPEN_END_MS, textFormat, writeRate } from './layout';
import type { LineHit } from './lineScan';
import {
  hasOtherLineBreaks,
  LineBuffer,
  lineEndAt,
  lineHit,
  readHeader,
  scanSource,
  trimEndAt,
  trimStartAt,
} from './lineScan';
import type { TimeCodec } from './timeCodecs';

// The "time marker" layout: a file is a stream of time markers, each followed by the text shown
// from that time on, up to the next marker. A marker with no text ends the cue before it (TMPlayer
// "00:00:05:", AQTitle's second "-->> 123" of a block). So the end of a cue is the time of the
// marker after it; a cue with no marker after it (the last one), or whose next marker is not later,
// shows OPEN_END_MS.
//
// Writers: `endMarkers: 'always'` writes start marker, text, end marker for every cue (AQTitle,
// MacSub, QuickTime text, PE2 as their tools write them); 'needed' writes the end marker only when
// the next cue does not start at that time (TMPlayer, VPlayer: the written file reads back with
// the same ends); 'never' writes start markers only (YouTube transcripts have no end times: the
// ends read back are the next cue's start, so only such ends survive a round trip).
//
// Damage: a line that looks like a marker but does not read is skipped with the text that follows
// it (up to the next marker); the cue before it then ends after OPEN_END_MS (or at the next good
// marker, if sooner), never at a time read out of the damaged line.
//
// Reading is one pass over the file by index (lineScan.ts): a format's `quick` reader takes its
// usual marker lines by char codes, the regular expressions the others; a cue is made when the
// marker after it comes, its text sliced once.

export interface MarkerLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  /** A marker line: group 1 the time, optional group 2 text on the same line. Tested trimmed. */
  readonly marker: RegExp;
  /**
   * The usual marker line read by char codes, so big files skip the regular expression: text
   * [from, to) is a trimmed, non-empty line. True when it is a marker whose time reads: `hit`
   * then holds the time (`start`) and the text after it ([textFrom, textTo), untrimmed). False
   * sends the line to `marker`: a quick reader only has to be right about the lines it accepts,
   * and must accept none that `marker` would read otherwise.
   */
  readonly quick?: (text: string, from: number, to: number, rate: number, hit: LineHit) => boolean;
  /** A line that was meant as a marker (tested when `marker` fails): skipped as damaged. */
  readonly damaged: RegExp;
  readonly time: TimeCodec;
  /** Whether text lines may follow a marker line; otherwise a line that is no marker is damaged. */
  readonly textLines: boolean;
  /** Text on the marker line (and, for `textLines`, each text line) to the model and back. */
  readonly text: TextCodec;
  readonly endMarkers: 'always' | 'needed' | 'never';
  /** One marker as written; `text` is '' for an end marker, else the encoded text (its own lines
   *  joined by '\n' for `textLines` layouts). */
  readonly print: (time: string, text: string, kind: 'start' | 'end') => string;
  /** Lines after each cue's end marker (AQTitle and QuickTime text: one blank line). */
  readonly afterEnd?: readonly string[];
  readonly header?: HeaderSpec;
  /** Rate when the file declares none (frame counts; the tick rate of QuickTime text). */
  readonly defaultRate?: number;
  readonly detect: (input: FormatInput) => number;
}

/**
 * The cue being read while the scan goes on: its end is the next marker's time, so it is only
 * made a paragraph when that marker (or the end of the file) comes. Markers in file order are
 * good (a time) or damaged (a stop that ends nothing); a cue followed by a damaged marker may
 * have had its end there, so it ends after OPEN_END_MS, or at the good marker after the damaged
 * one if that comes sooner.
 */
class OpenCues {
  /** The last good marker's time; -1 when no cue is open. */
  time = -1;
  /** Its text lines (decoded when the cue is made). */
  private readonly lines = new LineBuffer();
  /** Whether a damaged marker followed it. */
  damagedAfter = false;
  readonly paragraphs: Paragraph[] = [];
  private readonly make: MakeParagraph;
  private readonly text: TextCodec;

  private readonly source: string;

  constructor(source: string, text: TextCodec) {
    this.make = paragraphMaker(source.length);
    this.source = source;
    this.text = text;
  }

  /** A good marker at `time`: it ends the open cue, and opens the next. */
  good(time: number): void {
    if (this.time >= 0) {
      let end = this.time + OPEN_END_MS;
      if (time > this.time) end = this.damagedAfter ? Math.min(end, time) : time;
      this.close(end);
    }
    this.time = time;
    this.damagedAfter = false;
  }

  /** A damaged marker: the first after a cue leaves its end to the marker after it; a second
   *  one closes it with the open end. */
  damaged(): void {
    if (this.time < 0) return;
    if (!this.damagedAfter) {
      this.damagedAfter = true;
      return;
    }
    this.close(this.time + OPEN_END_MS);
    this.time = -1;
  }

  /** The end of the file. */
  finish(): void {
    if (this.time >= 0) this.close(this.time + OPEN_END_MS);
    this.time = -1;
  }

  /** One more text line of the open cue. */
  add(line: string): void {
    this.lines.add(line);
  }

  /** One more text line of the open cue: [from, to) of the source. */
  addSpan(from: number, to: number): void {
    this.lines.addSpan(this.source, from, to);
  }

  private close(end: number): void {
    if (this.lines.count > 0) {
      const text = this.lines.join(this.source, this.text);
      this.paragraphs.push(this.make(this.paragraphs.length + 1, this.time, end, text));
    }
    this.lines.clear();
  }
}

function parseMarkers(layout: MarkerLayout, input: FormatInput): ParsedSubtitle {
  const source = scanSource(input.text);
  const header = readHeader(source, layout.header);
  const rate =
    (header.text !== undefined ? layout.header?.declaredRate?.(header.text) : undefined) ??
    layout.defaultRate ??
    DEFAULT_FRAME_RATE;
  const quick = hasOtherLineBreaks(source) ? undefined : layout.quick;
  const hit = lineHit();
  const warnings: ParseWarning[] = [];
  const cues = new OpenCues(source, layout.text);
  /** Whether text lines go to the open cue (after a good marker). */
  let current = false;
  /** After a damaged marker: its text lines go with it. */
  let skipping = false;
  for (let at = header.from, index = header.line; at <= source.length; index++) {
    const lineEnd = lineEndAt(source, at);
    const from = trimStartAt(source, at, lineEnd);
    const to = trimEndAt(source, from, lineEnd);
    at = lineEnd + 1;
    if (from === to) continue;
    if (quick?.(source, from, to, rate, hit) === true) {
      cues.good(hit.start);
      current = true;
      skipping = false;
      const textFrom = trimStartAt(source, hit.textFrom, hit.textTo);
      const textTo = trimEndAt(source, textFrom, hit.textTo);
      if (textFrom < textTo) cues.addSpan(textFrom, textTo);
      continue;
    }
    const line = source.slice(from, to);
    const match = layout.marker.exec(line);
    const time = match ? layout.time.read(match[1] ?? '', rate) : -1;
    if (match && time >= 0) {
      cues.good(time);
      current = true;
      skipping = false;
      const rest = (match[2] ?? '').trim();
      if (rest !== '') cues.add(rest);
    } else if (match || layout.damaged.test(line)) {
      warnings.push({ line: index + 1, message: unreadableTiming(line) });
      cues.damaged();
      current = false;
      skipping = true;
    } else if (layout.textLines && current) {
      cues.addSpan(from, to);
    } else if (!layout.textLines || !skipping) {
      // A text line after a damaged marker goes with it; any other stray line is reported.
      warnings.push({ line: index + 1, message: notACue(line, layout.name) });
    }
  }
  cues.finish();
  return finish(input, layout.name, cues.paragraphs, warnings, { header: header.text });
}

function writeMarkers(layout: MarkerLayout, subtitle: Subtitle, options: WriteOptions): string {
  const { header, rate } = writeRate(
    layout.name,
    layout.header,
    subtitle,
    options,
    layout.defaultRate,
  );
  const out: string[] = header === undefined ? [] : [header];
  const { paragraphs } = subtitle;
  paragraphs.forEach((paragraph, index) => {
    const start = layout.time.write(paragraph.start, rate);
    out.push(layout.print(start, layout.text.write(paragraph.text), 'start'));
    if (layout.endMarkers === 'never') return;
    const end = layout.time.write(paragraph.end, rate);
    const next = paragraphs[index + 1];
    if (layout.endMarkers === 'always' || !next || layout.time.write(next.start, rate) !== end) {
      out.push(layout.print(end, '', 'end'), ...(layout.afterEnd ?? []));
    }
  });
  // Marker lines may hold several lines of their own (a cue's text lines).
  return joinOutput(out.join('\n').split('\n'), options);
}

export function markerFormat(layout: MarkerLayout): SubtitleFormat {
  return textFormat({
    name: layout.name,
    extensions: layout.extensions,
    detect: layout.detect,
    parse: (input) => parseMarkers(layout, input),
    write: (subtitle, options) => writeMarkers(layout, subtitle, options),
  });
}
