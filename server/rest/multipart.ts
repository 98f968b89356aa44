import busboy from 'busboy';
import type { Request } from 'express';
import { ReceivedFile } from '../procedures/uploadInput';
import type { RequestBuffers } from '../work/bufferPool';
import { RequestGoneError } from '../work/workQueue';
import { ByteCollector } from './byteCollector';

// Reads the one file of a multipart upload with the limit of CONTRACT.md §3 (50 MB by default,
// the UPLOAD_LIMIT_MB setting; 413 above). The file's bytes are copied once, into a buffer sized
// from the request's Content-Length, and that buffer can be handed to a worker thread as it is.

/** The upload limit in bytes for a setting in MB. */
export function uploadLimitBytes(megabytes: number): number {
  return Math.round(megabytes * 1024 * 1024);
}

export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The file name as the user's file had it. Browsers (and fetch's FormData) send a double quote in a
 *  multipart file name as %22, since the header quotes the name; a name with a literal "%22" is
 *  rarer than one with quotes, so %22 is read back as a quote. */
function fileNameOf(sent: string | undefined): string {
  return (sent ?? '').replaceAll('%22', '"');
}

/** The file sent in multipart field `field`; UploadError for a missing field, wrong type or too large. */
export function readUploadedFile(
  req: Request,
  limit: number,
  buffers?: RequestBuffers,
  field = 'file',
): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) {
      reject(new UploadError(400, `Send the file as multipart/form-data in the field '${field}'.`));
      return;
    }
    let parser: busboy.Busboy;
    try {
      // Browsers send UTF-8 file names; busboy would read them as Latin-1 by default.
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: limit, files: 1, fields: 20 },
      });
    } catch {
      reject(new UploadError(400, 'The multipart body is malformed.'));
      return;
    }
    let found: ReceivedFile | undefined;
    let failure: UploadError | undefined;
    const fields: Record<string, string> = {};
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const bytes = new ByteCollector(Number(req.headers['content-length']), limit, buffers);
      stream.on('data', (chunk: Buffer) => {
        if (!failure) bytes.add(chunk);
      });
      stream.on('limit', () => {
        failure = new UploadError(
          413,
          `The file is larger than ${Math.round((limit / 1024 / 1024) * 10) / 10} MB.`,
        );
      });
      stream.on('end', () => {
        if (failure) return;
        found = new ReceivedFile(fileNameOf(info.filename), bytes.bytes(), fields);
      });
    });
    parser.on('error', () => reject(new UploadError(400, 'The multipart body is malformed.')));
    // A client that goes away mid-upload leaves busboy waiting for the rest forever.
    req.once('close', () => {
      if (!req.complete) reject(new RequestGoneError());
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (found) resolve(found);
      else reject(new UploadError(400, `No file in the multipart field '${field}'.`));
    });
    req.pipe(parser);
  });
}
