// Adobe Premiere Pro's marker list ("Export Markers as CSV"): tab-separated despite the .csv
// extension, a fixed column line, then "name, description, in, out, duration, marker type" per
// marker in SMPTE frames (';' before the frames for drop-frame). A marker's text is its
// description, or its name when the description is empty; it holds one line.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { removeStyling } from '../../text/removeStyling';
import type { TimecodeParts } from '../frameTimecode';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { prefixLines, splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  FRAMES,
  formatDuration,
  formatTime,
  frameClock,
  highestFrameLabel,
  partsToMs,
  readRate,
  timecodeParts,
  writeRate,
} from './clock';

const NAME = 'Adobe Premiere Markers';
const COLUMNS = 'Marker Name\tDescription\tIn\tOut\tDuration';
const WRITTEN_COLUMNS = `${COLUMNS}\tMarker Type`;
/** A point marker (out = in) is shown this long. */
const POINT_MARKER_MS = 1000;

export function detectPremiereMarkers(input: FormatInput): number {
  const lines = prefixLines(input, 2000);
  if (!lines[0]?.startsWith(COLUMNS)) return 0;
  return lines.slice(1).some((line) => line.split('\t').length >= 4) ? 0.98 : 0.9;
}

interface Marker {
  readonly line: number;
  readonly start: TimecodeParts;
  readonly end: TimecodeParts | undefined;
  readonly text: string;
}

export function parsePremiereMarkers(input: FormatInput): ParsedSubtitle {
  const lines = splitLines(input.text);
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1 || !(lines[first] ?? '').startsWith(COLUMNS)) {
    throw noBlockRead('No Adobe Premiere marker columns found', []);
  }
  const warnings: ParseWarning[] = [];
  const markers: Marker[] = [];
  let dropFrame = false;
  lines.forEach((line, index) => {
    if (index <= first || line.trim() === '') return;
    const fields = line.split('\t');
    const start = timecodeParts(fields[2] ?? '');
    if (fields.length < 4 || !start) {
      warnings.push({
        line: index + 1,
        message: `The In time of "${excerpt(line)}" could not be read`,
      });
      return;
    }
    dropFrame ||= start.dropFrame;
    const name = (fields[0] ?? '').trim();
    const description = (fields[1] ?? '').trim();
    markers.push({
      line: index + 1,
      start: start.parts,
      end: timecodeParts(fields[3] ?? '')?.parts,
      text: description === '' ? name : description,
    });
  });
  const clock = frameClock(dropFrame);
  const labels = markers.flatMap((marker) =>
    marker.end ? [marker.start, marker.end] : [marker.start],
  );
  const rate = readRate(clock, highestFrameLabel(labels));
  const paragraphs: Paragraph[] = [];
  for (const marker of markers) {
    const start = partsToMs(marker.start, clock, rate);
    const end = marker.end ? partsToMs(marker.end, clock, rate) : -1;
    if (start < 0) {
      warnings.push({ line: marker.line, message: 'The In time is out of range' });
      continue;
    }
    paragraphs.push({
      number: paragraphs.length + 1,
      start,
      end: end > start ? end : start + POINT_MARKER_MS,
      text: marker.text,
    });
  }
  if (paragraphs.length === 0) throw noBlockRead('No Adobe Premiere markers found', warnings);
  warnings.sort((a, b) => a.line - b.line);
  return withWarnings({ fileName: input.fileName, format: NAME, paragraphs }, warnings);
}

function oneLine(text: string): string {
  return removeStyling(text).replace(/[\t\n]+/g, ' ');
}

export function writePremiereMarkers(subtitle: Subtitle, options: WriteOptions): string {
  const rate = writeRate(FRAMES, options.frameRate);
  const out = [WRITTEN_COLUMNS];
  for (const paragraph of subtitle.paragraphs) {
    const text = oneLine(paragraph.text);
    const times = [
      formatTime(paragraph.start, FRAMES, rate),
      formatTime(paragraph.end, FRAMES, rate),
      formatDuration(paragraph.start, paragraph.end, FRAMES, rate),
    ];
    out.push([text, text, ...times, 'Comment'].join('\t'));
  }
  return out.join(options.newLine) + options.newLine;
}

export const adobePremiereMarkers: SubtitleFormat = {
  name: NAME,
  extensions: ['.csv'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectPremiereMarkers,
  parse: parsePremiereMarkers,
  write: writePremiereMarkers,
};
