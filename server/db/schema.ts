import type { Generated } from 'kysely';

// The tables as the repositories see them, the same on SQLite and PostgreSQL (migrations/).
// Flags are integers 0/1 and times UTC ISO 8601 strings in both, so every query and every row
// reads the same whichever database answers it.

export interface UsersTable {
  blog_user_id: Generated<number>;
  created: string;
  /** Unique, compared case-insensitively (SQLite NOCASE, a PostgreSQL ICU collation). */
  name: string;
  email: string;
  password_hash: string;
  access_level: Generated<number>;
  last_visit: string | null;
  hide_email: Generated<number>;
  image_url: Generated<string>;
}

export interface PostsTable {
  blog_item_id: Generated<number>;
  friendly_id: string;
  title: string;
  content: string;
  visible: Generated<number>;
  created: string;
  modified: string | null;
  posted_by: string;
  posted_by_id: number | null;
  comment_disabled_after: string | null;
  comments_disabled: Generated<number>;
  guid: string | null;
}

export interface CommentsTable {
  blog_comment_id: Generated<number>;
  blog_item_id: number;
  name: string;
  email: Generated<string>;
  ip: Generated<string>;
  content: string;
  created: string;
  posted_by_id: number | null;
  image_url: Generated<string>;
}

export interface RequestLogTable {
  id: Generated<number>;
  time: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  ip: string;
}

export interface ErrorLogTable {
  id: Generated<number>;
  time: string;
  method: Generated<string>;
  path: Generated<string>;
  error_message: string;
  stack_trace: Generated<string>;
}

export interface ReferrersTable {
  host: string;
  path: string;
  count: Generated<number>;
  last_seen: string;
}

export interface RefreshTokensTable {
  token_hash: string;
  blog_user_id: number;
  created: string;
  expires: string;
}

export interface RegistrationQuestionsTable {
  question_id: Generated<number>;
  question: string;
  answers_json: string;
  active: Generated<number>;
}

export interface TempSubtitlesTable {
  id: string;
  created: string;
  expires: string;
  subtitle_json: string;
}

/** Hits of the rate limits shared by every instance (security/rateLimitStore.ts). */
export interface RateLimitHitsTable {
  /** The limiter's prefix and the client's key (its IP). */
  key: string;
  hits: number;
  /** When the window ends, in ms since the epoch. */
  reset_ms: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface Schema {
  users: UsersTable;
  posts: PostsTable;
  comments: CommentsTable;
  request_log: RequestLogTable;
  error_log: ErrorLogTable;
  referrers: ReferrersTable;
  refresh_tokens: RefreshTokensTable;
  registration_questions: RegistrationQuestionsTable;
  temp_subtitles: TempSubtitlesTable;
  rate_limit_hits: RateLimitHitsTable;
  schema_migrations: SchemaMigrationsTable;
}
