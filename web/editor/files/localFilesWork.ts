// What the subtitle worker does, as a plain module: a request in, a reply out. subtitle.worker.ts
// wraps it; the page runs it itself where no worker starts; the unit tests run it in Node and
// hold its answers to the service's. The subtitle library (every format, the encodings, the
// media containers) is loaded by import() on the first request that needs it, so neither the
// page's first screen nor the worker's start pays for it.
import type * as ContainersModule from '../../../shared/subtitle/containers/index';
import type { ByteSource } from '../../../shared/subtitle/containers/byteSource';
import type * as LibraryModule from '../../../shared/subtitle/index';
import { readPeakArrays, WaveformFileError } from '../../../shared/waveform/peakFile';
import { measureJoined } from '../state/textMetrics';
import { packParagraphs, subtitleOfLines } from './packedLines';
import type { ReadLines, FileFailure, FileReply, FileRequest } from './localFilesMessages';

type Library = typeof LibraryModule;
type Containers = typeof ContainersModule;

let library: Promise<[Library, Containers]> | undefined;

/** The library, imported once (both halves come from the same chunks). */
function loadLibrary(): Promise<[Library, Containers]> {
  library ??= Promise.all([
    import('../../../shared/subtitle/index'),
    import('../../../shared/subtitle/containers/index'),
  ]);
  return library;
}

/** A Blob read by range (File.slice → arrayBuffer): a video is never loaded whole. */
export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    read: async (offset, length) =>
      new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

function failed(problem: FileFailure['problem'], message: string): FileFailure {
  return { kind: 'failed', problem, message };
}

/** The refusals the library states, as the service words them (server/work/tasks.ts): a video's
 *  own message, or the reason no format reads the content; unknown names; bad peak files.
 *  Anything else is a fault, rethrown. */
function refusal([lib]: [Library, Containers], error: unknown): FileFailure {
  if (error instanceof lib.MediaSubtitleError) return failed('file', error.message);
  if (error instanceof lib.SubtitleFormatError) {
    return failed('file', `${error.message}. It is not a subtitle file in a supported format.`);
  }
  if (error instanceof lib.UnknownFormatError || error instanceof lib.UnknownEncodingError) {
    return failed('name', error.message);
  }
  if (error instanceof WaveformFileError) return failed('file', error.message);
  throw error;
}

/** Whether the file opens as a Matroska/WebM or MP4/MOV container (its first 16 bytes). */
async function isMedia(containers: Containers, file: Blob): Promise<boolean> {
  const prefix = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return containers.detectContainer(prefix, file.size) !== undefined;
}

async function read(
  [lib, containers]: [Library, Containers],
  file: Blob,
  fileName: string,
  track: number | undefined,
): Promise<ReadLines> {
  // A video is read by slices through a ByteSource (the same readers the service runs over the
  // bytes of an upload); anything else is read whole and detected as the service does.
  const parsed = (await isMedia(containers, file))
    ? await containers.readMediaSubtitle(blobSource(file), fileName, { track })
    : lib.readSubtitle(new Uint8Array(await file.arrayBuffer()), fileName, { track });
  const subtitle = packParagraphs(parsed);
  const { charCount, maxLineLength } = measureJoined(subtitle.texts, subtitle.textLengths);
  return {
    subtitle,
    charCount: charCount as Int32Array<ArrayBuffer>,
    maxLineLength: maxLineLength as Int32Array<ArrayBuffer>,
    ...(parsed.warnings && parsed.warnings.length > 0 ? { warnings: parsed.warnings } : {}),
    ...('tracks' in parsed && parsed.tracks ? { tracks: parsed.tracks } : {}),
  };
}

/** Answers one request. Never throws for a file the user chose: refusals are replies. */
export async function handleFileRequest(request: FileRequest): Promise<FileReply> {
  if (request.kind === 'waveform') {
    try {
      if (request.file.size === 0) return failed('file', 'The file is empty.');
      return {
        kind: 'waveform',
        peaks: readPeakArrays(new Uint8Array(await request.file.arrayBuffer())),
      };
    } catch (error) {
      if (error instanceof WaveformFileError) return failed('file', error.message);
      throw error;
    }
  }
  const loaded = await loadLibrary();
  const [lib, containers] = loaded;
  try {
    switch (request.kind) {
      case 'warm':
        return { kind: 'ready' };
      case 'read':
        return {
          kind: 'read',
          ...(await read(loaded, request.file, request.fileName, request.track)),
        };
      case 'tracks':
        return {
          kind: 'tracks',
          tracks: (await isMedia(containers, request.file))
            ? await containers.listSubtitleTracks(blobSource(request.file))
            : [],
        };
      case 'write': {
        const written = lib.writeSubtitle(subtitleOfLines(request.subtitle), request.format, {
          encoding: request.encoding,
          useWindowsNewLine: request.useWindowsNewLine,
        });
        return { kind: 'written', bytes: ownBytes(written.bytes), fileName: written.fileName };
      }
      case 'plainText': {
        const written = lib.writePlainText(subtitleOfLines(request.subtitle), {
          mode: request.mode,
          removeStyling: request.removeStyling,
          useWindowsNewLine: request.useWindowsNewLine,
        });
        return { kind: 'written', bytes: ownBytes(written.bytes), fileName: written.fileName };
      }
      case 'lists':
        return {
          kind: 'lists',
          formats: lib.listFormats().filter((format) => format.canWrite),
          encodings: lib.listEncodings(),
        };
    }
  } catch (error) {
    return refusal(loaded, error);
  }
}

/** The bytes in a buffer of their own, so the reply can hand the buffer over whole (an encoder
 *  may answer a view of a larger or shared buffer). */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
    return bytes as Uint8Array<ArrayBuffer>;
  }
  return bytes.slice();
}
