import { TRPCError } from '@trpc/server';
import { z } from 'zod';

// Uploads reach procedures in one of two ways: as FormData with the file in the field 'file',
// straight from the browser on /trpc, or as a ReceivedFile from the REST adapter, which has
// already read (and size-limited) the multipart body. Handing the REST adapter's bytes on as they
// are saves two copies of the whole file (into a File, and out again through arrayBuffer()):
// measured 0.2–0.3 s of a 50 MB upload. No HTTP request can produce a ReceivedFile: tRPC builds
// inputs from JSON or FormData only.

export const FILE_FIELD = 'file';

export interface FileUpload {
  fileName: string;
  bytes: Uint8Array;
}

/** A file the server has already read from a request body, with the body's text fields (a
 *  media file's `track`). */
export class ReceivedFile implements FileUpload {
  constructor(
    readonly fileName: string,
    readonly bytes: Uint8Array,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {}
}

export const uploadInput = z.union([z.instanceof(FormData), z.instanceof(ReceivedFile)]);

export async function fileFromUpload(input: FormData | ReceivedFile): Promise<FileUpload> {
  if (input instanceof ReceivedFile) return input;
  const file = input.get(FILE_FIELD);
  if (!(file instanceof Blob)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `No file in the multipart field '${FILE_FIELD}'.`,
    });
  }
  const fileName = file instanceof File ? file.name : '';
  return { fileName, bytes: new Uint8Array(await file.arrayBuffer()) };
}
