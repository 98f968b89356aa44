-- Users, posts and comments of the blog; request and error logs for the admin area.
-- Times are UTC ISO 8601 strings, which sort as they read.

CREATE TABLE users (
  blog_user_id INTEGER PRIMARY KEY,
  created TEXT NOT NULL,
  name TEXT NOT NULL COLLATE NOCASE UNIQUE,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash TEXT NOT NULL,
  access_level INTEGER NOT NULL DEFAULT 0,
  last_visit TEXT,
  hide_email INTEGER NOT NULL DEFAULT 0,
  image_url TEXT NOT NULL DEFAULT ''
);
CREATE INDEX users_access_level ON users (access_level);

CREATE TABLE posts (
  blog_item_id INTEGER PRIMARY KEY,
  friendly_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  visible INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL,
  modified TEXT,
  posted_by TEXT NOT NULL,
  posted_by_id INTEGER REFERENCES users (blog_user_id) ON DELETE SET NULL,
  comment_disabled_after TEXT,
  comments_disabled INTEGER NOT NULL DEFAULT 0,
  guid TEXT UNIQUE
);
CREATE INDEX posts_visible_created ON posts (visible, created DESC);

CREATE TABLE comments (
  blog_comment_id INTEGER PRIMARY KEY,
  blog_item_id INTEGER NOT NULL REFERENCES posts (blog_item_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  created TEXT NOT NULL,
  posted_by_id INTEGER REFERENCES users (blog_user_id) ON DELETE SET NULL,
  image_url TEXT NOT NULL DEFAULT ''
);
CREATE INDEX comments_item_created ON comments (blog_item_id, created);
CREATE INDEX comments_created ON comments (created DESC);
CREATE INDEX comments_posted_by ON comments (posted_by_id);

CREATE TABLE request_log (
  id INTEGER PRIMARY KEY,
  time TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  duration_ms REAL NOT NULL,
  ip TEXT NOT NULL
);

CREATE TABLE error_log (
  id INTEGER PRIMARY KEY,
  time TEXT NOT NULL,
  method TEXT NOT NULL DEFAULT '',
  path TEXT NOT NULL DEFAULT '',
  error_message TEXT NOT NULL,
  stack_trace TEXT NOT NULL DEFAULT ''
);

CREATE TABLE referrers (
  host TEXT NOT NULL,
  path TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 1,
  last_seen TEXT NOT NULL,
  PRIMARY KEY (host, path)
);
CREATE INDEX referrers_last_seen ON referrers (last_seen DESC);
