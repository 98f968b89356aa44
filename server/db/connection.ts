import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Env } from '../env';
import { gatedDialect } from './gatedDialect';
import type { Schema } from './schema';

// One Kysely over either database: the embedded SQLite file (better-sqlite3, the default) or
// PostgreSQL (node-postgres' pool) when DATABASE_URL is set. The repositories take a `Db` and
// never know which one answers.

export type Db = Kysely<Schema>;

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | {
      dialect: 'postgres';
      url: string;
      /** Connections this process keeps at most. */
      poolSize: number;
    };

/** The settings a database was opened with, so worker threads can open their own. */
const configs = new WeakMap<Db, DatabaseConfig>();

/** Statements kept prepared per SQLite connection (more than the app has distinct queries). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with prepared statements kept by their SQL: Kysely prepares every query it
 * runs, and a query's SQL is the same on every call, so the parse is paid once.
 */
function cachingSqlite(db: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => db.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Opens (or creates) the SQLite file with the settings every connection needs. */
function openSqlite(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: cachingSqlite(db) }) });
}

/** node-postgres answers bigint (COUNT(*), BIGINT columns) as strings; every one of ours is a
 *  count, an id or milliseconds since the epoch, all far below 2^53. */
const INT8_OID = 20;
const pgTypes = new pg.TypeOverrides();
pgTypes.setTypeParser(INT8_OID, 'text', (value) => Number(value));

/** How long a request waits for a new connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    types: pgTypes,
  });
  // An idle connection cut by a server restart is dropped by the pool; without a listener the
  // 'error' event would end the process.
  pool.on('error', (error) => {
    console.error('A pooled database connection failed:', error.message);
  });
  const dialect = gatedDialect(new PostgresDialect({ pool }), (open, error) => {
    if (open) console.log('The database can be reached again.');
    else
      console.error(
        `The database cannot be reached (${error instanceof Error ? error.message : String(error)}); retrying with backoff.`,
      );
  });
  return new Kysely<Schema>({ dialect });
}

export function openDatabase(config: DatabaseConfig): Db {
  const db =
    config.dialect === 'sqlite'
      ? openSqlite(config.file)
      : openPostgres(config.url, config.poolSize);
  configs.set(db, config);
  return db;
}

/** The database the settings name: DATABASE_URL's PostgreSQL, else DATA_DIR/site.db. */
export function databaseConfigFromEnv(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>,
): DatabaseConfig {
  return env.DATABASE_URL === undefined
    ? { dialect: 'sqlite', file: join(env.DATA_DIR, 'site.db') }
    : { dialect: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE };
}

export function databaseConfigOf(db: Db): DatabaseConfig {
  const config = configs.get(db);
  if (!config) throw new Error('this database was not opened by openDatabase');
  return config;
}

/** Connections each worker thread keeps (it runs one job at a time). */
const WORKER_POOL_SIZE = 2;

/**
 * The settings for a worker thread's own connection to the same database, or undefined when the
 * database lives only in this process (in-memory SQLite, used by tests).
 */
export function workerDatabaseConfig(db: Db): DatabaseConfig | undefined {
  const config = databaseConfigOf(db);
  if (config.dialect === 'postgres') return { ...config, poolSize: WORKER_POOL_SIZE };
  return config.file === ':memory:' || config.file === '' ? undefined : config;
}

export async function closeDatabase(db: Db): Promise<void> {
  await db.destroy();
}
