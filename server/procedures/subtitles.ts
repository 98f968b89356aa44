import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  isPlainTextMode,
  listEncodings,
  listFormats,
  PLAIN_TEXT_MODES,
  readSubtitle,
  SubtitleFormatError,
  subtitleSchema,
  UnknownEncodingError,
  UnknownFormatError,
  writePlainText,
  writeSubtitle,
  type WrittenFile,
} from '../../shared/subtitle/index';
import { publicProcedure, router } from '../trpc/init';
import { fileFromUpload, uploadInput } from './uploadInput';

// The subtitle service (CONTRACT.md §5): read an upload of any supported format, write any
// format and encoding, export plain text. Written files travel as base64 on tRPC; the REST
// adapter turns them into the original service's array of byte values.

/** Query-string booleans as the original client sends them ('true'/'false'), or real booleans. */
const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0', ''])])
    .optional()
    .transform((value) => {
      if (value === undefined || value === '') return fallback;
      return typeof value === 'boolean'
        ? value
        : value === 'true' || value === 'True' || value === '1';
    });

const writeOptions = {
  encoding: z.string().trim().optional(),
  useWindowsNewLine: flag(true),
};

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
    try {
      return readSubtitle(bytes, fileName);
    } catch (error) {
      if (error instanceof SubtitleFormatError) {
        throw new TRPCError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: `${error.message}. It is not a subtitle file in a supported format.`,
          cause: error,
        });
      }
      throw error;
    }
  }),
  write: publicProcedure
    .input(
      z.object({ format: z.string().trim().min(1), subtitle: subtitleSchema, ...writeOptions }),
    )
    .mutation(({ input }) =>
      encoded(
        asBadRequest(() =>
          writeSubtitle(input.subtitle, input.format, {
            useWindowsNewLine: input.useWindowsNewLine,
            ...(input.encoding ? { encoding: input.encoding } : {}),
          }),
        ),
      ),
    ),
  plainText: publicProcedure
    .input(
      z.object({
        subtitle: subtitleSchema,
        mode: z
          .string()
          .trim()
          .default('none')
          .refine(isPlainTextMode, {
            message: `mode must be one of ${PLAIN_TEXT_MODES.join(', ')}`,
          }),
        removeStyling: flag(false),
        ...writeOptions,
      }),
    )
    .mutation(({ input }) =>
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
