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

/** A format name that is not in the registry (the server answers 400). */
export class UnknownFormatError extends Error {
  override readonly name = 'UnknownFormatError';

  constructor(readonly formatName: string) {
    super(`Unknown subtitle format: ${formatName}`);
  }
}

/** An encoding code or display name that is not one of the 26 offered (the server answers 400). */
export class UnknownEncodingError extends Error {
  override readonly name = 'UnknownEncodingError';

  constructor(readonly encodingName: string) {
    super(`Unknown encoding: ${encodingName}`);
  }
}
