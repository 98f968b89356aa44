import { init } from './0001_init';
import { accounts } from './0002_accounts';
import { tempSubtitles } from './0010_temp_subtitles';
import { adminListIndexes } from './0011_admin_list_indexes';
import { adminCommentsIndex } from './0012_admin_comments_index';
import { rateLimitHits } from './0013_rate_limit_hits';
import type { Migration } from './columns';

/** Every migration, in order; append only (a version, once released, never changes). */
export const MIGRATIONS: readonly Migration[] = [
  init,
  accounts,
  tempSubtitles,
  adminListIndexes,
  adminCommentsIndex,
  rateLimitHits,
];
