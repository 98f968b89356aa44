// The subtitle model both sides share. Times are milliseconds from the start of the video.

/** Format details of one line that the generic fields cannot hold (ASS layer/style/actor/margins,
 *  WebVTT cue id and settings, …), kept so a file written back in its own format loses nothing. */
export type ParagraphExtra = Record<string, string | number | boolean>;

export interface Paragraph {
  /** 1-based position as shown in the list (SubRip numbers are renumbered on write). */
  number: number;
  start: number;
  end: number;
  /** Lines joined by '\n'; may hold the format's inline tags. */
  text: string;
  /** Read-only: lines with the same details may share one object (ASS events of one style). A
   *  change makes a new object. */
  extra?: Readonly<ParagraphExtra>;
}

export interface Subtitle {
  fileName: string;
  /** Name of the format the file was read as (a registry name such as 'SubRip'). */
  format?: string;
  /** Everything before the first line that the format keeps (ASS script info and styles, …). */
  header?: string;
  /** Everything after the last line that the format keeps. */
  footer?: string;
  paragraphs: Paragraph[];
}

/** A block of the input that could not be read and was skipped (CONTRACT §5: damaged files). */
export interface ParseWarning {
  /** 1-based line of the input where the skipped block starts. */
  line: number;
  /** Why it was skipped, for the user. */
  message: string;
}

/** What reading a file gives: the subtitle, and the blocks skipped on the way (only when some
 *  were). The editor's document is a Subtitle; the warnings are told to the user, not kept. */
export interface ParsedSubtitle extends Subtitle {
  warnings?: ParseWarning[];
}

export function durationMs(paragraph: Pick<Paragraph, 'start' | 'end'>): number {
  return paragraph.end - paragraph.start;
}
