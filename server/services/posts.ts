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
export function uniqueFriendlyId(db: Db, title: string): string {
  const base = slugify(title);
  let candidate = base;
  for (let n = 2; friendlyIdExists(db, candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

export function createPost(db: Db, post: NewPost): number {
  return db.transaction(() =>
    insertPost(db, { ...post, friendlyId: uniqueFriendlyId(db, post.title) }),
  )();
}
