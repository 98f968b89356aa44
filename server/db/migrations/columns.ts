import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Db } from '../connection';

// The few places where SQLite and PostgreSQL spell a column differently. Every migration is one
// function over Kysely's schema builder that uses these, so both databases get the same tables
// from one list (index.ts).

export type Dialect = 'sqlite' | 'postgres';

export interface Migration {
  version: number;
  name: string;
  up(db: Db, dialect: Dialect): Promise<void>;
}

type Modify = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * A generated row id: SQLite's INTEGER PRIMARY KEY (the rowid itself, so it must be spelled
 * exactly so), PostgreSQL's identity column; `bigint` there for tables whose ids run through
 * billions (the request log).
 */
export function idType(dialect: Dialect, big = false): 'integer' | 'bigint' {
  return dialect === 'postgres' && big ? 'bigint' : 'integer';
}

export function idColumn(dialect: Dialect): Modify {
  return dialect === 'postgres'
    ? (column) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column) => column.primaryKey();
}

/**
 * Text compared case-insensitively (names and emails): SQLite's NOCASE, and in PostgreSQL an ICU
 * collation of the same name that ignores case (created by the first migration), so the same
 * `WHERE email = ?` finds either spelling in both and a unique index refuses both.
 */
export const caseInsensitive: Modify = (column) => column.modifyFront(sql`collate nocase`);

/**
 * Text that is ordered or compared by range (ISO 8601 times): byte order, which is the order of
 * time. SQLite compares bytes already; PostgreSQL would use the database's language collation.
 */
export function byteOrdered(dialect: Dialect): Modify {
  return dialect === 'postgres'
    ? (column) => column.modifyFront(sql`collate "C"`)
    : (column) => column;
}
