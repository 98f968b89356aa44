import { TRPCError } from '@trpc/server';
import {
  isPlainTextMode,
  listEncodings,
  listFormats,
  readSubtitle,
  UnknownEncodingError,
  UnknownFormatError,
  writePlainText,
  writeSubtitle,
  type WrittenFile,
} from '../../shared/subtitle/index';
import { plainTextInputSchema, writeInputSchema } from '../services/subtitleInputs';
import { publicProcedure, router } from '../trpc/init';
import { trackOption } from '../services/subtitleFiles';
import { readRefusal } from '../work/tasks';
import { fileFromUpload, uploadInput } from './uploadInput';

// The subtitle service (CONTRACT.md §5): read an upload of any supported format, write any
// format and encoding, export plain text. Written files travel as base64 on tRPC; the REST
// adapter turns them into the original service's array of byte values.

function encoded(file: WrittenFile): { base64: string; fileName: string } {
  return {
    base64: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length).toString(
      'base64',
    ),
    fileName: file.fileName,
  };
}

/** Unknown format or encoding names are the caller's mistake: 400 with the library's message. */
function asBadRequest<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof UnknownFormatError || error instanceof UnknownEncodingError) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error });
    }
    throw error;
  }
}

export const subtitlesRouter = router({
  formats: publicProcedure.query(() => listFormats()),
  encodings: publicProcedure.query(() => listEncodings()),
  /** An uploaded file → the subtitle, with `format` set and `fileName` exactly as uploaded. */
  read: publicProcedure.input(uploadInput).mutation(async ({ input }) => {
    const { fileName, bytes } = await fileFromUpload(input);
    if (bytes.length === 0)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'The file is empty.' });
    // A media file's subtitle track: the multipart field `track`, as the REST path's `?track=`.
    const track = trackOption(
      input instanceof FormData ? (input.get('track') ?? undefined) : input.fields['track'],
    );
    try {
      return readSubtitle(bytes, fileName, { track });
    } catch (error) {
      const refusal = readRefusal(error);
      if (refusal) {
        throw new TRPCError({
          code: refusal.status === 400 ? 'BAD_REQUEST' : 'UNSUPPORTED_MEDIA_TYPE',
          message: refusal.message,
          cause: error,
        });
      }
      throw error;
    }
  }),
  write: publicProcedure.input(writeInputSchema).mutation(({ input }) =>
    encoded(
      asBadRequest(() =>
        writeSubtitle(input.subtitle, input.format, {
          useWindowsNewLine: input.useWindowsNewLine,
          ...(input.encoding ? { encoding: input.encoding } : {}),
        }),
      ),
    ),
  ),
  plainText: publicProcedure.input(plainTextInputSchema).mutation(({ input }) =>
    encoded(
      asBadRequest(() =>
        writePlainText(input.subtitle, {
          mode: isPlainTextMode(input.mode) ? input.mode : 'none',
          removeStyling: input.removeStyling,
          useWindowsNewLine: input.useWindowsNewLine,
          ...(input.encoding ? { encoding: input.encoding } : {}),
        }),
      ),
    ),
  ),
});
