import { z } from 'zod';

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
