-- Refresh tokens of CONTRACT.md §4 (stored as SHA-256 hashes, 30 days, rotated on use) and the
-- registration questions (synced from QUESTIONS_FILE or the built-in list on every start).

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  blog_user_id INTEGER NOT NULL REFERENCES users (blog_user_id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
);
CREATE INDEX refresh_tokens_user ON refresh_tokens (blog_user_id);
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires);

-- Answers are a JSON array of accepted answers; a question left out of the current list stays
-- (inactive) so a registration form opened before a restart still finds its question.
CREATE TABLE registration_questions (
  question_id INTEGER PRIMARY KEY,
  question TEXT NOT NULL UNIQUE,
  answers_json TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX registration_questions_active ON registration_questions (active);
