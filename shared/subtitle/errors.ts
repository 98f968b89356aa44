/** The one error every parser throws for input it cannot read (what the fuzz tests expect). */
export class SubtitleFormatError extends Error {
  override readonly name = 'SubtitleFormatError';

  constructor(
    message: string,
    /** 1-based line (or block, for binary formats) where reading failed, when known. */
    readonly line?: number,
  ) {
    super(message);
  }
}
