import type { Db } from '../db/connection';
import { friendlyIdExists, insertPost, type NewPost } from '../db/repositories/posts';

const MAX_SLUG_LENGTH = 80;

/** Letters that Unicode does not decompose into a base letter plus marks. */
const TRANSLITERATIONS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
};

/** A URL slug from a title: lower-case ASCII letters and digits joined by single dashes. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[æøœßđłþð]/g, (letter) => TRANSLITERATIONS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'post' : slug;
}

/** The slug of the title, with -2, -3, … appended while another post already has it. */
export async function uniqueFriendlyId(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  let candidate = base;
  for (let n = 2; await friendlyIdExists(db, candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** Two instances may create posts of the same title at once: the unique index refuses the second
 *  slug, which then takes the next free one. */
const SLUG_ATTEMPTS = 5;

async function insertWithSlug(db: Db, post: NewPost): Promise<number> {
  return insertPost(db, { ...post, friendlyId: await uniqueFriendlyId(db, post.title) });
}

/** Adds a post under a free slug of its title; inside a caller's transaction (the import), as
 *  part of it. */
export async function createPost(db: Db, post: NewPost): Promise<number> {
  if (db.isTransaction) return insertWithSlug(db, post);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => insertWithSlug(trx, post));
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isFriendlyIdTaken(error)) throw error;
    }
  }
}

function isFriendlyIdTaken(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  return (
    (code === '23505' && text.includes('friendly_id')) ||
    (code === 'SQLITE_CONSTRAINT_UNIQUE' && text.includes('posts.friendly_id'))
  );
}
