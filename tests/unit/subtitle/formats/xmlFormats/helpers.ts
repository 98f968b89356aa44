import type { ParsedSubtitle } from '../../../../../shared/subtitle/model';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import { fixtureText } from '../../fixtureFiles';

// Inputs and views the XML family's tests share.

export function textInput(text: string, fileName = 'upload.xml'): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName };
}

/** A hand-written sample as a format sees it. */
export function sampleInput(path: string): FormatInput {
  return textInput(fixtureText(path), path.split('/').pop() ?? path);
}

export function sampleText(path: string): string {
  return fixtureText(path);
}

/** [start, end, text] of every paragraph. */
export function cues(subtitle: ParsedSubtitle): [number, number, string][] {
  return subtitle.paragraphs.map((p) => [p.start, p.end, p.text]);
}
