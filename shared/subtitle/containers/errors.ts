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
 *  is. (Its `name` stays the base class's literal: tell it apart with instanceof.) */
export class MediaSubtitleError extends SubtitleFormatError {
  constructor(
    readonly problem: MediaSubtitleProblem,
    message: string,
  ) {
    super(message);
  }
}

/** A structure of the file that cannot be what it claims (sizes past its end, missing headers). */
export function damaged(container: string, why: string): MediaSubtitleError {
  return new MediaSubtitleError('damaged', `This ${container} file is damaged: ${why}`);
}
