import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './connection';

// Numbered, append-only migrations (NNNN_name.sql). Each runs once, in its own transaction,
// together with the row that records it, so a failed migration leaves no trace.

const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

export function migrate(db: Db, dir: string = MIGRATIONS_DIR): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const files = readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort();
  const versions = files.map((name) => name.slice(0, 4));
  const duplicate = versions.find((version, index) => versions.indexOf(version) !== index);
  if (duplicate !== undefined)
    throw new Error(`Two migrations share the number ${duplicate} in ${dir}`);
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const ran: number[] = [];
  for (const name of files) {
    const version = Number(name.slice(0, 4));
    if (applied.has(version)) continue;
    const sql = readFileSync(join(dir, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(version, name, new Date().toISOString());
    })();
    ran.push(version);
  }
  return ran;
}
