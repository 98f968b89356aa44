import type { Request } from 'express';
import type { RequestBuffers } from '../work/bufferPool';
import { RequestGoneError } from '../work/workQueue';
import { ByteCollector } from './byteCollector';
import { UploadError } from './multipart';

// The subtitle service's JSON bodies (a subtitle to write or store) are read as bytes and parsed
// in a worker thread: JSON.parse of a 1M-cue subtitle (95 MB) is a second of the event loop.
// What express.json would do otherwise holds: no body for other content types, 413 above the
// limit, and the caller sees "not valid JSON" from the worker.

/** The raw body of a JSON request (at most `limit` bytes, 413 above), or undefined when the
 *  request is not JSON. */
export function readJsonBody(
  req: Request,
  limit: number,
  buffers?: RequestBuffers,
): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    if (!req.is('application/json')) {
      resolve(undefined);
      return;
    }
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') {
      reject(new UploadError(415, `Bodies in the content encoding "${encoding}" are not read.`));
      return;
    }
    const tooLarge = (): UploadError => new UploadError(413, 'The request body is too large.');
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(tooLarge());
      return;
    }
    const body = new ByteCollector(declared, limit, buffers);
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      outcome();
    };
    const onData = (chunk: Buffer): void => {
      if (body.size + chunk.length > limit) {
        settle(() => reject(tooLarge()));
        return;
      }
      body.add(chunk);
    };
    req.on('data', onData);
    req.once('end', () => settle(() => resolve(body.bytes())));
    req.once('error', () => settle(() => reject(new RequestGoneError())));
    req.once('close', () => {
      if (!req.complete) settle(() => reject(new RequestGoneError()));
    });
  });
}
