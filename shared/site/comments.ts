// Rules of the post detail page shared by the server (which refuses comments with 403) and the
// web app (which then hides the form), so both agree on when a post takes comments.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a post refuses new comments: `commentsDisabled`, or `commentDisabledAfter` has passed.
 * A plain date (YYYY-MM-DD) means "no comments after that day", so the whole day (UTC) still
 * counts; an ISO date-time is taken exactly. An unreadable value closes nothing.
 */
export function commentsClosed(
  post: { commentsDisabled: boolean; commentDisabledAfter: string | null },
  now: Date = new Date(),
): boolean {
  if (post.commentsDisabled) return true;
  const after = post.commentDisabledAfter?.trim();
  if (!after) return false;
  const time = Date.parse(after);
  if (Number.isNaN(time)) return false;
  const closesAt = DATE_ONLY.test(after) ? time + DAY_MS : time;
  return now.getTime() >= closesAt;
}

/**
 * The post as public answers carry it: `commentsDisabled` is the effective value (the stored flag,
 * or the cut-off passed), so a client that shows the add-comment form unless `commentsDisabled`
 * (spec/site.md §2) shows it exactly when the server would take the comment.
 */
export function withEffectiveCommentsFlag<
  Post extends { commentsDisabled: boolean; commentDisabledAfter: string | null },
>(post: Post, now: Date = new Date()): Post {
  return { ...post, commentsDisabled: commentsClosed(post, now) };
}

/** spec/site.md §2: 'one', 'two', 'three' comments in words, otherwise the number. */
export function commentCountText(count: number): string {
  switch (count) {
    case 1:
      return 'One comment';
    case 2:
      return 'Two comments';
    case 3:
      return 'Three comments';
    default:
      return `${count} comments`;
  }
}
