import { randomBytes } from 'node:crypto';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import type { Db } from '../db/connection';
import { countPosts } from '../db/repositories/posts';
import { countUsersWithAccessLevel, insertUser } from '../db/repositories/users';
import type { Env } from '../env';
import { hashPassword } from '../security/passwords';
import { createPost } from './posts';
import { syncQuestions } from './questions';

export const WELCOME_POST_TITLE = 'Welcome';

const WELCOME_POST_HTML = `<p>Welcome to the site. Here you will find news about my free programs,
most of all <a href="/subtitleedit">Subtitle Edit</a>, the subtitle editor for Windows and Linux,
and its little sibling, <a href="/subtitleedit/online">Subtitle Edit Online</a>, which runs in your browser.</p>
<p>Comments are open: questions, ideas and bug reports are all welcome.</p>`;

/**
 * First-start data (CONTRACT.md §2): an administrator when there is none, and a welcome post
 * when the blog is empty. Returns the generated password when one was made, for printing once.
 */
export async function seed(
  db: Db,
  env: Env,
  now = new Date(),
): Promise<{ generatedPassword?: string }> {
  const result: { generatedPassword?: string } = {};
  // Every start, not only the first: QUESTIONS_FILE may have changed since.
  await syncQuestions(db, env.QUESTIONS_FILE);
  let adminId: number | null = null;
  let adminName = env.ADMIN_NAME ?? 'Administrator';
  if ((await countUsersWithAccessLevel(db, ADMIN_ACCESS_LEVEL)) === 0) {
    const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    if (env.ADMIN_PASSWORD === undefined) result.generatedPassword = password;
    adminName =
      env.ADMIN_NAME ?? (env.ADMIN_EMAIL ? (env.ADMIN_EMAIL.split('@')[0] ?? adminName) : 'admin');
    adminId = await insertUser(db, {
      name: adminName,
      email: env.ADMIN_EMAIL ?? 'admin@localhost',
      passwordHash: await hashPassword(password),
      accessLevel: ADMIN_ACCESS_LEVEL,
      created: now.toISOString(),
    });
  }
  if ((await countPosts(db)) === 0) {
    await createPost(db, {
      title: WELCOME_POST_TITLE,
      content: WELCOME_POST_HTML,
      visible: true,
      postedBy: adminName,
      postedById: adminId,
      created: now.toISOString(),
    });
  }
  return result;
}
