import { TRPCError } from '@trpc/server';
import { z } from 'zod';

// Uploads reach procedures as FormData with the file in the field 'file': straight from the
// browser on /trpc, or rebuilt by the REST adapter from the multipart body it already limited.

export const FILE_FIELD = 'file';

export const uploadInput = z.instanceof(FormData);

export interface FileUpload {
  fileName: string;
  bytes: Uint8Array;
}

export async function fileFromForm(form: FormData): Promise<FileUpload> {
  const file = form.get(FILE_FIELD);
  if (!(file instanceof Blob)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `No file in the multipart field '${FILE_FIELD}'.`,
    });
  }
  const fileName = file instanceof File ? file.name : '';
  return { fileName, bytes: new Uint8Array(await file.arrayBuffer()) };
}

export function formWithFile({ fileName, bytes }: FileUpload): FormData {
  const form = new FormData();
  // Upload bytes always sit in a plain ArrayBuffer (Node Buffers, Blob.arrayBuffer), never a shared one.
  form.set(FILE_FIELD, new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return form;
}
