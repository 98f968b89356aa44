// The messages between the page (subtitleClient.ts) and subtitle.worker.ts, which reads, writes
// and exports the user's files with the subtitle library in the browser (CONTRACT §6: files stay
// on the user's machine). A read answers columns, not a paragraph object per line: times and
// text measurements as transferred typed arrays and every text in one string, so a 100k-line
// file costs the page a few copies instead of cloning 100k objects.
import type {
  FormatListEntry,
  ParseWarning,
  SubtitleTrackInfo,
} from '../../../shared/subtitle/index';
import type { ParagraphExtra } from '../../../shared/subtitle/model';
import type { PlainTextMode } from '../../../shared/subtitle/plainText';
import type { PeakArrays } from '../../../shared/waveform/peakFile';
import type { DocumentMeta } from '../state/document';

/** A subtitle's lines as columns (packedLines.ts), in either direction. */
export interface PackedLines {
  readonly meta: DocumentMeta;
  readonly starts: Float64Array<ArrayBuffer>;
  readonly ends: Float64Array<ArrayBuffer>;
  /** The length of each line's text, in UTF-16 code units. */
  readonly textLengths: Uint32Array<ArrayBuffer>;
  /** Every line's text, one after another. */
  readonly texts: string;
  /** Per-line format details, when any line has some (cloned: lines of one ASS style share one
   *  object, and the clone keeps that). */
  readonly extras?: readonly (ParagraphExtra | undefined)[];
}

export type FileRequest =
  /** Loads the library, so the first real request does not wait for it. */
  | { readonly kind: 'warm' }
  /** A subtitle file, or one subtitle track of a video (read by slices, never whole). */
  | {
      readonly kind: 'read';
      readonly file: Blob;
      readonly fileName: string;
      /** A video's subtitle track (index among its subtitle tracks); default its first text one. */
      readonly track?: number;
    }
  /** A video's subtitle tracks; none for a file that is not Matroska/WebM/MP4/MOV. */
  | { readonly kind: 'tracks'; readonly file: Blob }
  | {
      readonly kind: 'write';
      readonly subtitle: PackedLines;
      readonly format: string;
      readonly encoding: string;
      readonly useWindowsNewLine: boolean;
    }
  | {
      readonly kind: 'plainText';
      readonly subtitle: PackedLines;
      readonly mode: PlainTextMode;
      readonly removeStyling: boolean;
      readonly useWindowsNewLine: boolean;
    }
  /** The writable formats (the library's order, SubRip first) and the encodings. */
  | { readonly kind: 'lists' }
  /** A waveform (peak) file of the desktop program. */
  | { readonly kind: 'waveform'; readonly file: Blob };

/** A read subtitle, packed; `charCount`/`maxLineLength` are the texts' measurements for the
 *  rule check (state/textMetrics.ts), made in the worker. */
export interface ReadLines {
  readonly subtitle: PackedLines;
  readonly charCount: Int32Array<ArrayBuffer>;
  readonly maxLineLength: Int32Array<ArrayBuffer>;
  readonly warnings?: ParseWarning[];
  /** A video's subtitle tracks (the file read was a video). */
  readonly tracks?: SubtitleTrackInfo[];
}

export interface EncodingEntry {
  readonly code: string;
  readonly displayName: string;
}

/** Why a request was refused, in words for the user. `file`: the file is not what was asked
 *  (no format reads it, a damaged peak file, an image subtitle track); `name`: an unknown format
 *  or encoding; `internal`: a fault of ours, logged. */
export interface FileFailure {
  readonly kind: 'failed';
  readonly problem: 'file' | 'name' | 'internal';
  readonly message: string;
}

export type FileReply =
  | { readonly kind: 'ready' }
  | ({ readonly kind: 'read' } & ReadLines)
  | { readonly kind: 'tracks'; readonly tracks: SubtitleTrackInfo[] }
  | { readonly kind: 'written'; readonly bytes: Uint8Array<ArrayBuffer>; readonly fileName: string }
  | {
      readonly kind: 'lists';
      readonly formats: FormatListEntry[];
      readonly encodings: EncodingEntry[];
    }
  | { readonly kind: 'waveform'; readonly peaks: PeakArrays }
  | FileFailure;

/** A request as posted: `id` pairs it with its reply. */
export interface FileEnvelope {
  readonly id: number;
  readonly request: FileRequest;
}

export interface FileAnswer {
  readonly id: number;
  readonly reply: FileReply;
  /** The worker's own time on the request, in ms (the rest of the round trip is messaging). */
  readonly workMs: number;
}

/** The buffers a reply hands over instead of copying. */
export function replyTransfer(reply: FileReply): ArrayBuffer[] {
  switch (reply.kind) {
    case 'read': {
      const { starts, ends, textLengths } = reply.subtitle;
      return [
        starts.buffer,
        ends.buffer,
        textLengths.buffer,
        reply.charCount.buffer,
        reply.maxLineLength.buffer,
      ];
    }
    case 'written':
      return [reply.bytes.buffer];
    case 'waveform':
      // Peak files are read into fresh Float32Arrays: their buffers are never shared.
      return [
        reply.peaks.peakMaxs.buffer as ArrayBuffer,
        reply.peaks.peakMins.buffer as ArrayBuffer,
      ];
    default:
      return [];
  }
}
