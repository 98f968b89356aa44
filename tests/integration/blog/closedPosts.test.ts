import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../server/services/posts';
import { startTestServer, type TestClient, type TestServer } from '../../helpers/testServer';
import { primedClient } from './blogHelpers';

// Issue 14.1: a post answer's `commentsDisabled` is the effective value (the stored flag, or the
// `commentDisabledAfter` cut-off passed), so a client that follows the spec hides the form
// exactly when POST /blog/comments would be refused. The admin's post editor edits the stored
// `commentDisabledAfter`, and an echoed effective flag is never stored.

interface PostAnswer {
  blogItemId: number;
  friendlyId: string;
  commentsDisabled: boolean;
  commentDisabledAfter?: string | null;
}

let server: TestServer;
let anonymous: TestClient;
let admin: TestClient;

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function newPost(commentDisabledAfter: string | null, flag = false): Promise<PostAnswer> {
  const blogItemId = await createPost(server.db, {
    title: `Closed? ${Math.random()}`,
    content: '<p>Body</p>',
    visible: true,
    postedBy: 'Admin',
    postedById: 1,
    created: new Date().toISOString(),
    commentDisabledAfter,
  });
  if (flag) {
    await server.db
      .updateTable('posts')
      .set({ comments_disabled: 1 })
      .where('blog_item_id', '=', blogItemId)
      .execute();
  }
  const row = await server.db
    .selectFrom('posts')
    .select('friendly_id as friendlyId')
    .where('blog_item_id', '=', blogItemId)
    .executeTakeFirst();
  return { blogItemId, friendlyId: row?.friendlyId ?? '', commentsDisabled: flag };
}

async function json<T>(client: TestClient, path: string): Promise<T> {
  const response = await client.fetch(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function rpc<T>(client: TestClient, procedure: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const body = await json<{ result: { data: T } }>(client, `/trpc/${procedure}${query}`);
  return body.result.data;
}

/**
 * Every answer about the post: REST detail, by id and the admin's list, and their tRPC twins.
 * (The public list item has no `commentsDisabled`: spec/site.md §3 names its fields.)
 */
async function answers(post: PostAnswer): Promise<(boolean | undefined)[]> {
  const inList = (list: PostAnswer[]) => list.find((p) => p.blogItemId === post.blogItemId);
  return [
    (await json<PostAnswer>(anonymous, `/blog/posts/${post.friendlyId}`)).commentsDisabled,
    (await json<PostAnswer>(anonymous, `/blog/posts-by-id/${post.blogItemId}`)).commentsDisabled,
    inList(await json<PostAnswer[]>(admin, '/blog/admin-posts'))?.commentsDisabled,
    (await rpc<PostAnswer>(anonymous, 'blog.posts.byFriendlyId', { friendlyId: post.friendlyId }))
      .commentsDisabled,
    (await rpc<PostAnswer>(anonymous, 'blog.posts.byId', { id: post.blogItemId })).commentsDisabled,
    inList(await rpc<PostAnswer[]>(admin, 'admin.posts.list'))?.commentsDisabled,
  ];
}

async function commentStatus(post: PostAnswer): Promise<number> {
  const response = await anonymous.fetch('/blog/comments', {
    method: 'POST',
    json: { blogItemId: post.blogItemId, name: 'Visitor', email: '', content: 'Hello' },
  });
  return response.status;
}

beforeAll(async () => {
  server = await startTestServer({ RATE_COMMENT: '1000' });
  anonymous = await primedClient(server);
  admin = await primedClient(server, await server.adminToken());
});
afterAll(() => server.close());

describe('commentsDisabled in post answers is the effective value', () => {
  const cases: [string, () => Promise<PostAnswer>, boolean][] = [
    ['no limit', () => newPost(null), false],
    ['the stored flag', () => newPost(null, true), true],
    ['a date two days ago', () => newPost(isoDate(Date.now() - 2 * DAY_MS)), true],
    ['a date-time a minute ago', () => newPost(new Date(Date.now() - 60_000).toISOString()), true],
    ['today (the whole day still takes comments)', () => newPost(isoDate(Date.now())), false],
    ['a date next week', () => newPost(isoDate(Date.now() + 7 * DAY_MS)), false],
  ];
  it.each(cases)('%s', async (_name, make, closed) => {
    const post = await make();
    expect(await answers(post)).toEqual([closed, closed, closed, closed, closed, closed]);
    // The answer and the comment refusal agree.
    expect(await commentStatus(post)).toBe(closed ? 403 : 200);
  });
});

describe("the admin's post editor edits the stored values", () => {
  it('keeps the stored date, ignores an echoed effective flag, and can reopen the post', async () => {
    const passed = isoDate(Date.now() - 2 * DAY_MS);
    const post = await newPost(passed);
    const listed = (await json<PostAnswer[]>(admin, '/blog/admin-posts')).find(
      (p) => p.blogItemId === post.blogItemId,
    );
    expect(listed).toMatchObject({ commentsDisabled: true, commentDisabledAfter: passed });

    // The editor sends the post back as it got it, with the cut-off moved to next week.
    const future = isoDate(Date.now() + 7 * DAY_MS);
    const saved = await admin.fetch('/blog/admin-posts', {
      method: 'PUT',
      json: { ...listed, title: 'Reopened', commentDisabledAfter: future },
    });
    expect(saved.status).toBe(200);
    expect(await answers(post)).toEqual([false, false, false, false, false, false]);
    expect(await commentStatus(post)).toBe(200);
    const stored = await server.db
      .selectFrom('posts')
      .select(['comments_disabled as flag', 'comment_disabled_after as after'])
      .where('blog_item_id', '=', post.blogItemId)
      .executeTakeFirst();
    expect(stored).toEqual({ flag: 0, after: future });
  });
});
