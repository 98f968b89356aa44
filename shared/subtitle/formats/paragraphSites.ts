import type { Paragraph } from '../model';

// Where the text parsers create their paragraph objects: one object literal for small files and
// another for large ones.
//
// V8 decides for each allocation site (an object literal in a function) whether new objects start
// in the young generation or go straight to the old one, from how many of them survive young
// collections, and the decision sticks. Most files parsed are small and their paragraphs die young,
// so a single site would learn "young". A large file's paragraphs all survive: started young, each
// is copied at every scavenge while the parse runs (160–200 ms of a 1M-cue SubRip parse of about
// 450 ms, measured with --trace-gc after small files had been parsed). With a site of their own,
// V8 puts them in the old generation from the first large file on, and that parse takes about 260 ms.

/** From this many characters on (about 200k cues) a file's paragraphs outlive several scavenges. */
export const LARGE_FILE_CHARS = 16_000_000;

export type MakeParagraph = (number: number, start: number, end: number, text: string) => Paragraph;

function smallFileParagraph(number: number, start: number, end: number, text: string): Paragraph {
  return { number, start, end, text };
}

function largeFileParagraph(number: number, start: number, end: number, text: string): Paragraph {
  return { number, start, end, text };
}

/** The paragraph maker for a text of `length` characters. */
export function paragraphMaker(length: number): MakeParagraph {
  return length >= LARGE_FILE_CHARS ? largeFileParagraph : smallFileParagraph;
}
