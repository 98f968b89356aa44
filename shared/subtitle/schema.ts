import { z } from 'zod';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from './model';

// The subtitle as it crosses the API (CONTRACT §5). exactOptional keeps the inferred types equal to
// model.ts under exactOptionalPropertyTypes: an absent field is absent, never `undefined`.

export const paragraphExtraSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]),
);

export const paragraphSchema = z.object({
  number: z.number().int(),
  start: z.number().finite(),
  end: z.number().finite(),
  text: z.string(),
  extra: paragraphExtraSchema.exactOptional(),
});

export const subtitleSchema = z.object({
  fileName: z.string(),
  format: z.string().exactOptional(),
  header: z.string().exactOptional(),
  footer: z.string().exactOptional(),
  paragraphs: z.array(paragraphSchema),
});

export const parseWarningSchema = z.object({
  line: z.number().int().positive(),
  message: z.string(),
});

/** The upload answer: the subtitle plus, for a damaged file, the blocks that were skipped. */
export const parsedSubtitleSchema = subtitleSchema.extend({
  warnings: z.array(parseWarningSchema).exactOptional(),
});

export type ParagraphInput = z.infer<typeof paragraphSchema>;
export type SubtitleInput = z.infer<typeof subtitleSchema>;
export type ParseWarningInput = z.infer<typeof parseWarningSchema>;
export type ParsedSubtitleInput = z.infer<typeof parsedSubtitleSchema>;

// Compile-time proof that the schema and the model describe the same shapes, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const paragraphSchemaMatchesModel: Same<ParagraphInput, Paragraph> = true;
export const subtitleSchemaMatchesModel: Same<SubtitleInput, Subtitle> = true;
export const parseWarningSchemaMatchesModel: Same<ParseWarningInput, ParseWarning> = true;
export const parsedSubtitleSchemaMatchesModel: Same<ParsedSubtitleInput, ParsedSubtitle> = true;
