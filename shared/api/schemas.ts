import { z } from 'zod';
import type { SubtitleTrackInfo } from '../subtitle/containers/tracks';
import type { ReadSubtitleResult } from '../subtitle/index';
import { parsedSubtitleSchema } from '../subtitle/schema';

// zod schemas of the API boundary, shared by tRPC procedures, REST adapters and the client.

/** A blog post as the public list shows it (spec/site.md §3). Times are UTC ISO 8601. */
export const blogPostListItemSchema = z.object({
  blogItemId: z.number().int(),
  title: z.string(),
  created: z.string(),
  postedBy: z.string(),
  friendlyId: z.string(),
  commentCount: z.number().int(),
  content: z.string(),
});

export type BlogPostListItem = z.infer<typeof blogPostListItemSchema>;

/**
 * A blog post as the detail page and the admin area see it (spec/site.md §3). Every answer carries
 * the effective `commentsDisabled` (shared/site/comments.ts: the stored flag, or the cut-off passed).
 */
export const blogPostSchema = z.object({
  blogItemId: z.number().int(),
  title: z.string(),
  content: z.string(),
  visible: z.boolean(),
  created: z.string(),
  modified: z.string().nullable(),
  postedBy: z.string(),
  postedById: z.number().int().nullable(),
  commentDisabledAfter: z.string().nullable(),
  commentsDisabled: z.boolean(),
  friendlyId: z.string(),
});

export type BlogPost = z.infer<typeof blogPostSchema>;

/** A subtitle track of an uploaded media file (CONTRACT §5): `index` counts subtitle tracks only,
 *  from 0, in the file's order; `codec` is the container's codec id ('S_TEXT/UTF8', 'tx3g'). */
export const subtitleTrackSchema = z.object({
  index: z.number().int().nonnegative(),
  codec: z.string(),
  language: z.string().exactOptional(),
  name: z.string().exactOptional(),
});

/** The answer to an upload: the subtitle read, and for a media file its subtitle tracks. */
export const uploadedSubtitleSchema = parsedSubtitleSchema.extend({
  tracks: z.array(subtitleTrackSchema).exactOptional(),
});

export type UploadedSubtitle = z.infer<typeof uploadedSubtitleSchema>;

// Compile-time proof that the schemas and the library's shapes agree, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const subtitleTrackSchemaMatchesLibrary: Same<
  z.infer<typeof subtitleTrackSchema>,
  SubtitleTrackInfo
> = true;
export const uploadedSubtitleSchemaMatchesLibrary: Same<UploadedSubtitle, ReadSubtitleResult> =
  true;
