import { SubtitleFormatError } from '../errors';

/** Why a media file's subtitle could not be answered. `badTrackIndex` is the caller's mistake
 *  (the service answers 400); the others are about the file (415). */
export type MediaSubtitleProblem =
  | 'damaged'
  | 'notMedia'
  | 'noSubtitleTrack'
  | 'noTextTrack'
  | 'imageTrack'
  | 'unsupportedTrack'
  | 'emptyTrack'
  | 'badTrackIndex';

/** A media file (Matroska/WebM, MP4/MOV) whose subtitle cannot be read. A SubtitleFormatError, so
 *  callers that only know that class still refuse the file; the message is for the user as it
 *  is. */
export class MediaSubtitleError extends SubtitleFormatError {
  constructor(
    readonly problem: MediaSubtitleProblem,
    message: string,
  ) {
    super(message);
    // The base class fixes `name` as a literal; the subclass is told apart by instanceof.
  }
}

/** A structure of the file that cannot be what it claims (sizes past its end, missing headers). */
export function damaged(container: string, why: string): MediaSubtitleError {
  return new MediaSubtitleError('damaged', `This ${container} file is damaged: ${why}`);
}
