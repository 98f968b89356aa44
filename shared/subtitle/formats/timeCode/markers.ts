import { DEFAULT_FRAME_RATE } from '../../constants';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { unreadableTiming } from '../skippedBlocks';
import { splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import type { HeaderSpec, TextCodec } from './layout';
import {
  finish,
  joinOutput,
  notACue,
  OPEN_END_MS,
  readHeader,
  textFormat,
  writeRate,
} from './layout';
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

export interface MarkerLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  /** A marker line: group 1 the time, optional group 2 text on the same line. Tested trimmed. */
  readonly marker: RegExp;
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

interface Marker {
  time: number;
  lines: string[];
  line: number;
}

function parseMarkers(layout: MarkerLayout, input: FormatInput): ParsedSubtitle {
  const lines = splitLines(input.text);
  const header = readHeader(lines, layout.header);
  const rate =
    (header.text !== undefined ? layout.header?.declaredRate?.(header.text) : undefined) ??
    layout.defaultRate ??
    DEFAULT_FRAME_RATE;
  const warnings: ParseWarning[] = [];
  /** Markers in file order; a damaged marker is kept as a stop (time -1) that ends nothing. */
  const markers: Marker[] = [];
  let current: Marker | undefined;
  let skipping = false;
  for (let index = header.next; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    const match = layout.marker.exec(line);
    const time = match ? layout.time.read(match[1] ?? '', rate) : -1;
    if (match && time >= 0) {
      current = { time, lines: [], line: index + 1 };
      markers.push(current);
      skipping = false;
      const rest = (match[2] ?? '').trim();
      if (rest !== '') current.lines.push(rest);
    } else if (match || layout.damaged.test(line)) {
      warnings.push({ line: index + 1, message: unreadableTiming(line) });
      markers.push({ time: -1, lines: [], line: index + 1 });
      current = undefined;
      skipping = true;
    } else if (line === '') {
      continue;
    } else if (layout.textLines && current) {
      current.lines.push(line);
    } else if (!layout.textLines || !skipping) {
      // A text line after a damaged marker goes with it; any other stray line is reported.
      warnings.push({ line: index + 1, message: notACue(line, layout.name) });
    }
  }
  const paragraphs: Paragraph[] = [];
  markers.forEach((marker, index) => {
    if (marker.time < 0 || marker.lines.length === 0) return;
    const next = markers[index + 1];
    let end = marker.time + OPEN_END_MS;
    if (next && next.time > marker.time) end = next.time;
    else if (next && next.time < 0) {
      // The damaged marker may have been this cue's end: the open end, or the next good marker
      // if it comes sooner.
      const after = markers[index + 2];
      if (after && after.time > marker.time) end = Math.min(end, after.time);
    }
    const text = marker.lines.map((part) => layout.text.read(part)).join('\n');
    paragraphs.push({ number: 0, start: marker.time, end, text });
  });
  return finish(input, layout.name, paragraphs, warnings, { header: header.text });
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
