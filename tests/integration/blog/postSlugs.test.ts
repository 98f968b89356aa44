import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../server/services/posts';
import { startTestServer, type TestServer } from '../../helpers/testServer';

// Posts created at the same moment with the same title (two administrators, or two instances
// behind a proxy) each get a slug of their own: the unique index refuses the second and it takes
// the next free one. On PostgreSQL the creations really run side by side.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('post slugs', () => {
  it('gives posts of one title created at once slugs of their own', async () => {
    const post = {
      title: 'Release notes',
      content: '<p>Notes</p>',
      visible: true,
      postedBy: 'Admin',
      postedById: null,
      created: new Date().toISOString(),
    };
    const ids = await Promise.all(Array.from({ length: 4 }, () => createPost(server.db, post)));
    expect(new Set(ids).size).toBe(4);
    const slugs = await server.db
      .selectFrom('posts')
      .select('friendly_id')
      .where('blog_item_id', 'in', ids)
      .execute();
    expect(slugs.map((row) => row.friendly_id).sort()).toEqual([
      'release-notes',
      'release-notes-2',
      'release-notes-3',
      'release-notes-4',
    ]);
  });
});
