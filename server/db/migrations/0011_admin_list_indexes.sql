-- The admin Users tab pages through users newest first; without this index every page sorts
-- the whole table.
CREATE INDEX users_created ON users (created DESC, blog_user_id DESC);
