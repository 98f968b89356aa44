-- Temporary subtitles of the subtitle service (CONTRACT.md §5): kept for 24 hours so external
-- translation pages can read them by their random id.
CREATE TABLE temp_subtitles (
  id TEXT PRIMARY KEY,
  created TEXT NOT NULL,
  expires TEXT NOT NULL,
  subtitle_json TEXT NOT NULL
);
CREATE INDEX temp_subtitles_expires ON temp_subtitles (expires);
