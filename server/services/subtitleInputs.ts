import { z } from 'zod';
import { isPlainTextMode, PLAIN_TEXT_MODES, subtitleSchema } from '../../shared/subtitle/index';

// The options of the subtitle service's write and plain-text calls, as their query strings and
// tRPC inputs carry them. One definition for the tRPC procedures and for the REST paths, whose
// subtitle body is validated in a worker thread (server/work/tasks.ts) and whose options are
// validated here, on the main thread, where they cost nothing.

/** Query-string booleans as the original client sends them ('true'/'false'), or real booleans. */
export const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0', ''])])
    .optional()
    .transform((value) => {
      if (value === undefined || value === '') return fallback;
      return typeof value === 'boolean'
        ? value
        : value === 'true' || value === 'True' || value === '1';
    });

export const writeOptions = {
  encoding: z.string().trim().optional(),
  useWindowsNewLine: flag(true),
};

export const formatOptions = {
  format: z.string().trim().min(1),
  ...writeOptions,
};

export const plainTextOptions = {
  mode: z
    .string()
    .trim()
    .default('none')
    .refine(isPlainTextMode, {
      message: `mode must be one of ${PLAIN_TEXT_MODES.join(', ')}`,
    }),
  removeStyling: flag(false),
  ...writeOptions,
};

export const formatOptionsSchema = z.object(formatOptions);
export const plainTextOptionsSchema = z.object(plainTextOptions);

/** The inputs of the tRPC procedures `write` and `plainText`: the subtitle and its options. */
export const writeInputSchema = z.object({ subtitle: subtitleSchema, ...formatOptions });
export const plainTextInputSchema = z.object({ subtitle: subtitleSchema, ...plainTextOptions });

export const tempIdInput = z.string().trim().min(1, 'id is required').max(100);
export const tempGetInput = z.object({ id: tempIdInput });
export const tempChunkInput = z.object({
  id: tempIdInput,
  arrid: z.coerce.number().int().min(0),
});
