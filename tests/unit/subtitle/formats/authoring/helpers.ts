import { getFormat } from '../../../../../shared/subtitle/formats/registry';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import type { Paragraph, ParsedSubtitle, Subtitle } from '../../../../../shared/subtitle/model';
import { fixtureText } from '../../fixtureFiles';

// Shared by the authoring formats' tests: inputs from text or sample files, and cues as
// [start, end, text] triples.

export function textInput(text: string, fileName = 'upload.txt'): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName };
}

export function sampleInput(path: string): FormatInput {
  return textInput(fixtureText(path), path.split('/').pop() ?? path);
}

export function parseAs(format: string, input: FormatInput): ParsedSubtitle {
  return getFormat(format).parse(input);
}

export function writeAs(format: string, subtitle: Subtitle, frameRate?: number): string {
  const written = getFormat(format).write(subtitle, {
    newLine: '\n',
    ...(frameRate === undefined ? {} : { frameRate }),
  });
  if (typeof written !== 'string') throw new Error(`${format} is not a text format`);
  return written;
}

export function cues(subtitle: Subtitle): [number, number, string][] {
  return subtitle.paragraphs.map((p: Paragraph) => [p.start, p.end, p.text]);
}

/** A subtitle of another format, as the writers get it from the editor. */
export function foreign(paragraphs: [number, number, string][]): Subtitle {
  return {
    fileName: 'movie.srt',
    format: 'SubRip',
    paragraphs: paragraphs.map(([start, end, text], index) => ({
      number: index + 1,
      start,
      end,
      text,
    })),
  };
}

/** The times of the samples at 23.976 fps: 00:00:01:00, 00:00:03:12, 00:00:04:00, 00:00:06:20,
 *  00:00:07:05, 00:00:09:00, 00:01:10:00, 00:01:12:23 (frame labels at the nominal 24). */
export const FILM_TIMES = [1001, 3503, 4004, 6840, 7216, 9009, 70070, 73031] as const;
