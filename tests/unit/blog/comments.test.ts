import { describe, expect, it } from 'vitest';
import { commentFormErrors, registerInputSchema } from '../../../shared/api/blogSchemas';
import { commentCountText, commentsClosed } from '../../../shared/site/comments';
import { identicon, IDENTICON_GRID } from '../../../web/blog/identicon';

describe('commentCountText', () => {
  it('writes one, two and three in words and other counts as numbers', () => {
    expect([0, 1, 2, 3, 4, 12].map(commentCountText)).toEqual([
      '0 comments',
      'One comment',
      'Two comments',
      'Three comments',
      '4 comments',
      '12 comments',
    ]);
  });
});

describe('commentsClosed', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const post = (commentDisabledAfter: string | null, commentsDisabled = false) => ({
    commentsDisabled,
    commentDisabledAfter,
  });
  it('closes for commentsDisabled whatever the date', () => {
    expect(commentsClosed(post(null, true), now)).toBe(true);
    expect(commentsClosed(post('2099-01-01', true), now)).toBe(true);
  });
  it('keeps a plain date open for that whole day (UTC)', () => {
    expect(commentsClosed(post('2026-05-10'), now)).toBe(false);
    expect(commentsClosed(post('2026-05-09'), now)).toBe(true);
    expect(commentsClosed(post('2026-05-10'), new Date('2026-05-11T00:00:00Z'))).toBe(true);
  });
  it('takes an ISO date-time exactly, and ignores empty or unreadable values', () => {
    expect(commentsClosed(post('2026-05-10T11:59:59Z'), now)).toBe(true);
    expect(commentsClosed(post('2026-05-10T12:00:01Z'), now)).toBe(false);
    expect(commentsClosed(post(''), now)).toBe(false);
    expect(commentsClosed(post('soon'), now)).toBe(false);
  });
});

describe('commentFormErrors', () => {
  it('needs name and comment from anonymous visitors, and a valid email when given', () => {
    expect(
      commentFormErrors({ name: '', email: 'x@', content: '' }, { checkAuthor: true }),
    ).toEqual({
      name: 'Name is required.',
      email: 'Email is not a valid email address.',
      content: 'Comment is required.',
    });
    expect(
      commentFormErrors({ name: 'A', email: '', content: 'B' }, { checkAuthor: true }),
    ).toEqual({});
  });
  it('checks only the comment for a logged-in user', () => {
    expect(
      commentFormErrors({ name: '', email: '', content: 'Hi' }, { checkAuthor: false }),
    ).toEqual({});
  });
  it('applies the 50/50/2000 limits', () => {
    const errors = commentFormErrors(
      { name: 'n'.repeat(51), email: `${'e'.repeat(39)}@example.com`, content: 'c'.repeat(2001) },
      { checkAuthor: true },
    );
    expect(Object.keys(errors).sort()).toEqual(['content', 'email', 'name']);
  });
});

describe('registration email pattern (spec/site.md §5)', () => {
  const emailOk = (email: string) => registerInputSchema.shape.email.safeParse(email).success;
  it('accepts ordinary addresses in any case and refuses the rest', () => {
    expect(emailOk('First.Last+tag@Sub.Example.COM')).toBe(true);
    expect(emailOk('a_b%c-d@x-y.io')).toBe(true);
    expect(emailOk('no-at-sign.example.com')).toBe(false);
    expect(emailOk('a@b.c')).toBe(false);
    expect(emailOk('a@b.abcdefg')).toBe(false);
    expect(emailOk('a b@example.com')).toBe(false);
  });
});

describe('identicon', () => {
  it('is the same for the same seed, ignoring case and spaces around it', () => {
    expect(identicon(' Alice@Example.com ')).toEqual(identicon('alice@example.com'));
  });
  it('is mirrored left to right', () => {
    const { cells } = identicon('mirror');
    expect(cells).toHaveLength(IDENTICON_GRID * IDENTICON_GRID);
    for (let row = 0; row < IDENTICON_GRID; row++) {
      for (let col = 0; col < IDENTICON_GRID; col++) {
        expect(cells[row * IDENTICON_GRID + col]).toBe(
          cells[row * IDENTICON_GRID + IDENTICON_GRID - 1 - col],
        );
      }
    }
  });
  it('differs between seeds', () => {
    const pictures = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => JSON.stringify(identicon(seed))),
    );
    expect(pictures.size).toBe(6);
  });
});
