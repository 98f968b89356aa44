import type { ParsedSubtitle, Subtitle } from '../../../../../shared/subtitle/model';
import { getFormat } from '../../../../../shared/subtitle/formats/registry';
import type { WriteOptions } from '../../../../../shared/subtitle/formats/types';
import { readSubtitle } from '../../../../../shared/subtitle/index';
import { fixtureBytes } from '../../fixtureFiles';

// Small helpers for the time-code family's unit tests.

/** A sample file read through the registry (detection included). */
export function sample(path: string): ParsedSubtitle {
  return readSubtitle(fixtureBytes(path), path.split('/').pop() ?? path);
}

/** Text parsed by the named format directly. */
export function parseAs(format: string, text: string, fileName = 'test.txt'): ParsedSubtitle {
  return getFormat(format).parse({ text, bytes: new TextEncoder().encode(text), fileName });
}

export function writeAs(
  format: string,
  subtitle: Subtitle,
  options: Partial<WriteOptions> = {},
): string {
  const written = getFormat(format).write(subtitle, { newLine: '\n', ...options });
  if (typeof written !== 'string') throw new Error(`${format} wrote bytes`);
  return written;
}

/** [start, end, text] of each paragraph. */
export function cues(subtitle: Subtitle): [number, number, string][] {
  return subtitle.paragraphs.map((p) => [p.start, p.end, p.text]);
}

/** A subtitle from [start, end, text] triples, as another format would hand it over. */
export function subtitleOf(list: readonly (readonly [number, number, string])[]): Subtitle {
  return {
    fileName: 'movie.srt',
    format: 'SubRip',
    paragraphs: list.map(([start, end, text], index) => ({ number: index + 1, start, end, text })),
  };
}
