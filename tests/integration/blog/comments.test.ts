import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../server/services/posts';
import { startTestServer, type TestClient, type TestServer } from '../../helpers/testServer';
import {
  deleteUser,
  errorOf,
  expiredTokenFor,
  forgedTokenFor,
  primedClient,
  registerUser,
  type Session,
} from './blogHelpers';

// Comments through REST and tRPC: who may read, add, edit and delete (spec/site.md §6,
// CONTRACT.md §3–§4), validation with field messages, closed posts and CSRF.

interface Comment {
  blogCommentId: number;
  blogItemId: number;
  name: string;
  email: string;
  ip?: string;
  content: string;
  created: string;
  postedById: number | null;
  imageUrl: string;
}

let server: TestServer;
let anonymous: TestClient;
let admin: TestClient;
let author: Session;
let authorClient: TestClient;
let otherClient: TestClient;

function newPost(
  fields: { visible?: boolean; commentDisabledAfter?: string | null } = {},
): Promise<number> {
  return createPost(server.db, {
    title: `Post ${Math.random()}`,
    content: '<p>Body</p>',
    visible: fields.visible ?? true,
    postedBy: 'Admin',
    postedById: 1,
    created: new Date().toISOString(),
    commentDisabledAfter: fields.commentDisabledAfter ?? null,
  });
}

async function addComment(client: TestClient, json: Record<string, unknown>): Promise<Response> {
  return client.fetch('/blog/comments', { method: 'POST', json });
}

async function listComments(client: TestClient, blogItemId: number): Promise<Comment[]> {
  const response = await client.fetch(`/blog/posts/${blogItemId}/comments`);
  expect(response.status).toBe(200);
  return (await response.json()) as Comment[];
}

beforeAll(async () => {
  server = await startTestServer({ RATE_REGISTER: '1000', RATE_COMMENT: '1000' });
  anonymous = await primedClient(server);
  admin = await primedClient(server, await server.adminToken());
  author = await registerUser(server, {
    name: 'Author',
    email: 'author@example.com',
    imageUrl: 'https://example.com/author.png',
  });
  authorClient = await primedClient(server, author.jwt);
  otherClient = await primedClient(server, (await registerUser(server)).jwt);
});
afterAll(() => server.close());

describe('adding and listing', () => {
  it('an anonymous visitor comments; the list hides the IP and answers { blogItemId }', async () => {
    const postId = await newPost();
    expect(await listComments(anonymous, postId)).toEqual([]);
    const response = await addComment(anonymous, {
      blogItemId: postId,
      name: '  Visitor ',
      email: 'visitor@example.com',
      content: '<b>Hello</b>',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ blogItemId: postId });
    const [comment] = await listComments(anonymous, postId);
    expect(comment).toMatchObject({
      blogItemId: postId,
      name: 'Visitor',
      email: 'visitor@example.com',
      content: '<b>Hello</b>',
      postedById: null,
      imageUrl: '',
    });
    expect(comment).not.toHaveProperty('ip');
    expect(Object.keys(comment ?? {}).sort()).toEqual(
      [
        'blogCommentId',
        'blogItemId',
        'content',
        'created',
        'email',
        'imageUrl',
        'name',
        'postedById',
      ].sort(),
    );
    const adminView = await listComments(admin, postId);
    expect(adminView[0]?.ip).toBe('127.0.0.1');
    const posts = (await (await anonymous.fetch('/blog/posts')).json()) as {
      blogItemId: number;
      commentCount: number;
    }[];
    expect(posts.find((p) => p.blogItemId === postId)?.commentCount).toBe(1);
  });

  it('a logged-in user comments under the account, whatever the form says', async () => {
    const postId = await newPost();
    const response = await addComment(authorClient, {
      blogItemId: postId,
      name: 'Somebody Else',
      email: 'fake@example.com',
      content: 'Mine',
    });
    expect(response.status).toBe(200);
    const [comment] = await listComments(anonymous, postId);
    expect(comment).toMatchObject({
      name: 'Author',
      email: 'author@example.com',
      postedById: author.blogUserId,
      imageUrl: 'https://example.com/author.png',
    });
    // A logged-in user may leave the name and email out altogether.
    expect((await addComment(authorClient, { blogItemId: postId, content: 'Again' })).status).toBe(
      200,
    );
  });

  it('hides the email of a user who chose hideEmail, except from administrators', async () => {
    const shy = await registerUser(server, { hideEmail: true, email: 'shy@example.com' });
    const postId = await newPost();
    await addComment(await primedClient(server, shy.jwt), { blogItemId: postId, content: 'Hi' });
    expect((await listComments(anonymous, postId))[0]?.email).toBe('');
    expect((await listComments(admin, postId))[0]?.email).toBe('shy@example.com');
  });

  it('works through tRPC too', async () => {
    const postId = await newPost();
    const added = await anonymous.fetch('/trpc/blog.comments.add', {
      method: 'POST',
      json: { blogItemId: postId, name: 'Rpc', email: '', content: 'Via tRPC' },
    });
    expect(added.status).toBe(200);
    const list = await anonymous.fetch(
      `/trpc/blog.comments.list?input=${encodeURIComponent(JSON.stringify({ blogItemId: postId }))}`,
    );
    const body = (await list.json()) as { result: { data: Comment[] } };
    expect(body.result.data.map((c) => c.content)).toEqual(['Via tRPC']);
  });

  const VALID = { name: 'Valid', email: '', content: 'Fine' };
  it.each([
    ['name', { name: '' }],
    ['name', { name: 'n'.repeat(51) }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: `${'e'.repeat(40)}@example.com` }],
    ['content', { content: '   ' }],
    ['content', { content: 'c'.repeat(2001) }],
  ])('answers 400 with a message for field %s', async (field, change) => {
    const postId = await newPost();
    const response = await addComment(anonymous, { ...VALID, ...change, blogItemId: postId });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(await listComments(anonymous, postId)).toEqual([]);
  });

  it('accepts the longest allowed fields', async () => {
    const postId = await newPost();
    const response = await addComment(anonymous, {
      blogItemId: postId,
      name: 'n'.repeat(50),
      email: `${'e'.repeat(38)}@example.com`,
      content: 'c'.repeat(2000),
    });
    expect(response.status).toBe(200);
  });

  it('answers 404 for an unknown or hidden post, except to an administrator', async () => {
    const hidden = await newPost({ visible: false });
    for (const id of [hidden, 987654]) {
      expect((await anonymous.fetch(`/blog/posts/${id}/comments`)).status).toBe(404);
      expect((await addComment(anonymous, { ...VALID, blogItemId: id })).status).toBe(404);
    }
    expect((await admin.fetch(`/blog/posts/${hidden}/comments`)).status).toBe(200);
    expect((await anonymous.fetch('/blog/posts/abc/comments')).status).toBe(400);
  });

  it('refuses comments with 403 when the post is closed', async () => {
    const disabled = await newPost();
    await server.db
      .updateTable('posts')
      .set({ comments_disabled: 1 })
      .where('blog_item_id', '=', disabled)
      .execute();
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const passed = await newPost({ commentDisabledAfter: yesterday });
    const passedTime = await newPost({
      commentDisabledAfter: new Date(Date.now() - 60_000).toISOString(),
    });
    for (const id of [disabled, passed, passedTime]) {
      const response = await addComment(anonymous, { ...VALID, blogItemId: id });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'FORBIDDEN',
        message: 'Comments are closed for this post.',
      });
    }
    // The whole named day still takes comments.
    const today = await newPost({ commentDisabledAfter: new Date().toISOString().slice(0, 10) });
    expect((await addComment(anonymous, { ...VALID, blogItemId: today })).status).toBe(200);
  });

  it('answers 401 to a caller whose token is expired, forged or of a deleted user', async () => {
    const gone = await registerUser(server);
    const user = { blogUserId: gone.blogUserId, name: gone.name, accessLevel: 0 };
    const tokens = [await expiredTokenFor(server, user), await forgedTokenFor(user), gone.jwt];
    await deleteUser(server, gone.blogUserId);
    const postId = await newPost();
    for (const token of tokens) {
      const response = await addComment(await primedClient(server, token), {
        ...VALID,
        blogItemId: postId,
      });
      expect(response.status).toBe(401);
    }
    expect(await listComments(anonymous, postId)).toEqual([]);
  });
});

describe('editing and deleting', () => {
  async function commentBy(client: TestClient): Promise<{ postId: number; comment: Comment }> {
    const postId = await newPost();
    await addComment(client, {
      ...{ name: 'Anon', email: '' },
      blogItemId: postId,
      content: 'Old',
    });
    const [comment] = await listComments(admin, postId);
    if (!comment) throw new Error('comment not added');
    return { postId, comment };
  }

  async function update(client: TestClient, comment: Comment, content: string): Promise<Response> {
    return client.fetch('/blog/comments', { method: 'PUT', json: { ...comment, content } });
  }

  it('the author edits the own comment and gets the post’s comment list back', async () => {
    const { comment } = await commentBy(authorClient);
    const response = await update(authorClient, comment, 'New text');
    expect(response.status).toBe(200);
    const list = (await response.json()) as Comment[];
    expect(list.map((c) => c.content)).toEqual(['New text']);
    expect(list[0]).not.toHaveProperty('ip');
  });

  it('an administrator edits anyone’s comment and sees IPs in the answer', async () => {
    const { comment } = await commentBy(anonymous);
    const response = await update(admin, comment, 'Moderated');
    expect(response.status).toBe(200);
    const list = (await response.json()) as Comment[];
    expect(list[0]).toMatchObject({ content: 'Moderated', ip: '127.0.0.1' });
  });

  it('refuses edits by another user (403), anonymous callers and bad tokens (401)', async () => {
    const { postId, comment } = await commentBy(authorClient);
    expect((await update(otherClient, comment, 'Hacked')).status).toBe(403);
    expect((await update(anonymous, comment, 'Hacked')).status).toBe(401);
    const me = { blogUserId: author.blogUserId, name: author.name, accessLevel: 0 };
    for (const token of [await expiredTokenFor(server, me), await forgedTokenFor(me)]) {
      expect((await update(await primedClient(server, token), comment, 'Hacked')).status).toBe(401);
    }
    expect((await listComments(anonymous, postId))[0]?.content).toBe('Old');
  });

  it('refuses an edit by the author once the account is deleted', async () => {
    const gone = await registerUser(server);
    const client = await primedClient(server, gone.jwt);
    const { comment } = await commentBy(client);
    await deleteUser(server, gone.blogUserId);
    expect((await update(client, comment, 'From beyond')).status).toBe(401);
  });

  it('answers 400 for empty or too long content and 404 for an unknown comment', async () => {
    const { comment } = await commentBy(authorClient);
    const empty = await update(authorClient, comment, ' ');
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields).toHaveProperty('content');
    expect((await update(authorClient, comment, 'x'.repeat(2001))).status).toBe(400);
    expect((await update(admin, { ...comment, blogCommentId: 99999 }, 'x')).status).toBe(404);
  });

  it('only an administrator deletes; the answer is the post’s comment list', async () => {
    const { postId, comment } = await commentBy(authorClient);
    const path = `/blog/comments?id=${comment.blogCommentId}&blogItemId=${postId}`;
    expect((await anonymous.fetch(path, { method: 'DELETE' })).status).toBe(401);
    expect((await authorClient.fetch(path, { method: 'DELETE' })).status).toBe(403);
    const forged = await forgedTokenFor({ blogUserId: 1, name: 'Admin', accessLevel: 10 });
    expect(
      (await (await primedClient(server, forged)).fetch(path, { method: 'DELETE' })).status,
    ).toBe(401);
    const response = await admin.fetch(path, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect((await admin.fetch(path, { method: 'DELETE' })).status).toBe(404);
    expect((await admin.fetch('/blog/comments?id=abc', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('CSRF', () => {
  it('refuses comment changes without or with a wrong X-XSRF-TOKEN', async () => {
    const postId = await newPost();
    const noCookie = server.newClient();
    const calls: [string, string, unknown][] = [
      ['POST', '/blog/comments', { blogItemId: postId, name: 'A', content: 'B' }],
      ['PUT', '/blog/comments', { blogCommentId: 1, content: 'B' }],
      ['DELETE', '/blog/comments?id=1', undefined],
      ['POST', '/trpc/blog.comments.add', { blogItemId: postId, name: 'A', content: 'B' }],
    ];
    for (const [method, path, json] of calls) {
      expect((await noCookie.fetch(path, { method, json })).status, path).toBe(403);
      const wrong = await admin.fetch(path, {
        method,
        json,
        headers: { 'x-xsrf-token': 'wrong' },
      });
      expect(wrong.status, path).toBe(403);
    }
    expect(await listComments(anonymous, postId)).toEqual([]);
  });
});
