-- The admin Comments tab pages through all comments newest first (created, then id, both
-- descending). comments_created held the first key only, so every page sorted the ties, and a
-- deep page joined each skipped comment to its user; this index gives the whole order.
DROP INDEX comments_created;
CREATE INDEX comments_created_id ON comments (created DESC, blog_comment_id DESC);
