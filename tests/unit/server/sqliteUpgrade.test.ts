import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../../server/db/connection';
import { migrate } from '../../../server/db/migrate';

// A database made by the old .sql migrations (tests/fixtures/db) is upgraded by the new list
// without running its first migrations again, and ends with the same tables, columns, defaults,
// collations, indexes and foreign keys as a fresh install: the two must never drift apart.

const OLD_SCHEMA = readFileSync(
  new URL('../../fixtures/db/sqlite-before-kysely.sql', import.meta.url),
  'utf8',
);
const OLD_VERSIONS = [1, 2, 10, 11, 12];

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'upgrade-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** SQLite's type affinity of a declared column type (its rules 1–5): what the type changes. */
function affinity(declared: string): string {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'TEXT';
  if (type === '' || type.includes('BLOB')) return 'BLOB';
  if (/REAL|FLOA|DOUB/.test(type)) return 'REAL';
  return 'NUMERIC';
}

/** Everything about a schema that changes behaviour, read through SQLite's pragmas (collation
 *  names are case-insensitive, so they are compared upper-cased). */
function describeSchema(file: string): unknown {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
      .map(({ name }) => name);
    return Object.fromEntries(
      tables.map((table) => [
        table,
        {
          columns: db
            .prepare<
              [],
              { name: string; type: string; notnull: number; dflt_value: unknown; pk: number }
            >(`PRAGMA table_info(${table})`)
            .all()
            .map((c) => [c.name, affinity(c.type), c.notnull, c.dflt_value, c.pk]),
          indexes: db
            .prepare<[], { name: string; unique: number; origin: string }>(
              `PRAGMA index_list(${table})`,
            )
            .all()
            .map((index) => [
              index.origin === 'c' ? index.name : index.origin,
              index.unique,
              db
                .prepare<[], { name: string | null; desc: number; coll: string; key: number }>(
                  `PRAGMA index_xinfo(${index.name})`,
                )
                .all()
                .filter((column) => column.key === 1)
                .map((column) => [column.name, column.desc, column.coll.toUpperCase()]),
            ])
            .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
          foreignKeys: db
            .prepare<[], { table: string; from: string; to: string; on_delete: string }>(
              `PRAGMA foreign_key_list(${table})`,
            )
            .all()
            .map((fk) => [fk.from, fk.table, fk.to, fk.on_delete]),
        },
      ]),
    );
  } finally {
    db.close();
  }
}

describe('upgrading a SQLite database made by the .sql migrations', () => {
  it('applies only the new migrations and ends with the schema of a fresh install', async () => {
    const oldFile = join(dir, 'old.db');
    const seeded = new Database(oldFile);
    seeded.exec(OLD_SCHEMA);
    seeded.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    const record = seeded.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)');
    for (const version of OLD_VERSIONS) record.run(version, `${version}.sql`, '2026-01-01');
    seeded.close();

    const upgraded = openDatabase({ dialect: 'sqlite', file: oldFile });
    const applied = await migrate(upgraded);
    await closeDatabase(upgraded);
    expect(applied.some((version) => OLD_VERSIONS.includes(version))).toBe(false);
    expect(applied).toContain(13);

    const freshFile = join(dir, 'fresh.db');
    const fresh = openDatabase({ dialect: 'sqlite', file: freshFile });
    await migrate(fresh);
    await closeDatabase(fresh);

    expect(describeSchema(oldFile)).toEqual(describeSchema(freshFile));
  });
});
