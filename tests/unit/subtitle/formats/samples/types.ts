/** One hand-written sample file under tests/fixtures/subtitles/: its path, the format it is written
 *  in, and whether writing it back in that format (LF, UTF-8 without BOM) gives the same bytes. */
export interface SampleEntry {
  readonly path: string;
  readonly format: string;
  readonly canonical: boolean;
  /** A format whose layout is exactly this one's (the pair is named here, and the file extension
   *  decides between them): the twin may claim the sample as surely as its own format does. */
  readonly twin?: string;
}
