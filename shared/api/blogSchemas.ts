import { z } from 'zod';
import { AVATAR_URL_MAX_LENGTH, COMMENT_LIMITS, PASSWORD_LENGTH } from '../site/constants';

// zod schemas of the profile and comment calls (spec/site.md §3, §5, §7; CONTRACT.md §3–§4),
// shared by the procedures, the REST adapters and the forms, so a field is judged the same way
// in the browser and on the server.

/** spec/site.md §5: letters, digits and ._%+- before the @, a dotted domain, a 2–6 letter TLD. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,6}$/i;

/** A user name is shown beside comments, where the comment form allows 50 characters. */
export const USER_NAME_MAX_LENGTH = COMMENT_LIMITS.name;
/** RFC 5321's limit for a whole address. */
export const USER_EMAIL_MAX_LENGTH = 254;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Optional avatar: empty, or an absolute http(s) URL of at most 500 characters. */
export const avatarUrlSchema = z
  .string()
  .trim()
  .max(AVATAR_URL_MAX_LENGTH, `Avatar image url is at most ${AVATAR_URL_MAX_LENGTH} characters.`)
  .refine((value) => value === '' || isHttpUrl(value), {
    message: 'Avatar image url must start with http:// or https://.',
  })
  .default('');

const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .max(USER_EMAIL_MAX_LENGTH, `Email is at most ${USER_EMAIL_MAX_LENGTH} characters.`)
  .regex(EMAIL_PATTERN, 'Email is not a valid email address.');

export const loginInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required.').max(USER_EMAIL_MAX_LENGTH),
  password: z.string().min(1, 'Password is required.').max(PASSWORD_LENGTH.max),
});

/** Registration as the original client sends it: the answer in `jwt`, the question id in `refreshToken`. */
export const registerInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(USER_NAME_MAX_LENGTH, `Name is at most ${USER_NAME_MAX_LENGTH} characters.`)
    // Control characters would let a name look like another one in the comment list.
    .refine((value) => !hasControlCharacter(value), 'Name must not contain control characters.'),
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_LENGTH.min, `Password is at least ${PASSWORD_LENGTH.min} characters.`)
    .max(PASSWORD_LENGTH.max, `Password is at most ${PASSWORD_LENGTH.max} characters.`),
  hideEmail: z.boolean().default(false),
  imageUrl: avatarUrlSchema,
  jwt: z.string().trim().min(1, 'The answer is required.').max(200, 'The answer is too long.'),
  refreshToken: z.coerce
    .number({ error: 'The question id is required.' })
    .int('The question id is not valid.')
    .positive('The question id is not valid.'),
});

export const usernameAndEmailFreeInputSchema = z.object({
  username: z.string().trim().max(200).default(''),
  email: z.string().trim().max(USER_EMAIL_MAX_LENGTH).default(''),
});

/** The client sends the stored token payload too; only the refresh token is read (CONTRACT §4). */
export const loginTokenInputSchema = z.object({
  refreshToken: z.string().min(1, 'The refresh token is required.').max(200),
});

/** Identity fields the client may send along are ignored: a profile update changes only the caller. */
export const profileUpdateInputSchema = z.object({
  hideEmail: z.boolean(),
  imageUrl: avatarUrlSchema,
});

export const sessionResponseSchema = z.object({
  jwt: z.string(),
  blogUserId: z.number().int(),
  name: z.string(),
  accessLevel: z.number().int(),
  email: z.string(),
  hideEmail: z.boolean(),
  imageUrl: z.string(),
  refreshToken: z.string(),
});

export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const registrationQuestionSchema = z.object({
  question: z.string(),
  id: z.number().int(),
});

export type RegistrationQuestion = z.infer<typeof registrationQuestionSchema>;

/** A blog comment (spec/site.md §3). `ip` is present for administrators only. */
export const blogCommentSchema = z.object({
  blogCommentId: z.number().int(),
  blogItemId: z.number().int(),
  name: z.string(),
  email: z.string(),
  ip: z.string().optional(),
  content: z.string(),
  created: z.string(),
  postedById: z.number().int().nullable(),
  imageUrl: z.string(),
});

export type BlogComment = z.infer<typeof blogCommentSchema>;

const commentContentSchema = z
  .string()
  .trim()
  .min(1, 'Comment is required.')
  .max(COMMENT_LIMITS.content, `Comment is at most ${COMMENT_LIMITS.content} characters.`);

/** Name and email as typed in the add-comment form; a logged-in user's come from the account. */
export const commentAuthorSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(COMMENT_LIMITS.name, `Name is at most ${COMMENT_LIMITS.name} characters.`),
  email: z
    .string()
    .trim()
    .max(COMMENT_LIMITS.email, `Email is at most ${COMMENT_LIMITS.email} characters.`)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
      message: 'Email is not a valid email address.',
    })
    .default(''),
});

export const commentAddInputSchema = z.object({
  blogItemId: z.coerce.number().int().positive(),
  // Checked by commentAuthorSchema for anonymous visitors only; typed loosely here so a logged-in
  // caller may leave them out.
  name: z
    .string()
    .max(COMMENT_LIMITS.name * 4)
    .default(''),
  email: z
    .string()
    .max(COMMENT_LIMITS.email * 4)
    .default(''),
  content: commentContentSchema,
});

/** The original client sends the whole comment; only its id and content are read. */
export const commentUpdateInputSchema = z.object({
  blogCommentId: z.coerce.number().int().positive(),
  content: commentContentSchema,
});

export const commentDeleteInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  /** Accepted for the original client's sake; the comment's own post is used. */
  blogItemId: z.coerce.number().int().positive().optional(),
});

/** The add-comment form's fields, judged as the server judges them; field name → message. */
export function commentFormErrors(
  values: { name: string; email: string; content: string },
  options: { checkAuthor: boolean },
): Partial<Record<'name' | 'email' | 'content', string>> {
  const errors: Partial<Record<'name' | 'email' | 'content', string>> = {};
  const issues = [
    ...(options.checkAuthor ? (commentAuthorSchema.safeParse(values).error?.issues ?? []) : []),
    ...(commentContentSchema.safeParse(values.content).error?.issues.map((issue) => ({
      ...issue,
      path: ['content'],
    })) ?? []),
  ];
  for (const issue of issues) {
    const key = issue.path[0];
    if ((key === 'name' || key === 'email' || key === 'content') && errors[key] === undefined)
      errors[key] = issue.message;
  }
  return errors;
}

function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return true;
  }
  return false;
}
