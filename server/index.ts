import { mkdirSync } from 'node:fs';
import { createApp } from './app';
import { closeDatabase, databaseConfigFromEnv, openDatabase, type Db } from './db/connection';
import { migrate } from './db/migrate';
import { createLogWriter } from './db/repositories/logs';
import { StartupError, waitForDatabase, withStartupLock } from './db/startup';
import { EnvError, loadEnv, type Env } from './env';
import { loadJwtSecret } from './security/secrets';
import { WEB_ROOT } from './paths';
import { seed } from './services/seed';
import { subtitleWorkFromEnv } from './work/subtitleWork';

// Boot: settings → database (wait for it, migrations, first-start seed) → subtitle worker pool →
// app → listen; SIGTERM closes the listener, lets running requests finish, then stops the
// workers, writes the last log entries and closes the database.

function readEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`❌ ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Migrations and the first-start seed; several instances may run this at once. */
async function prepareDatabase(db: Db, env: Env): Promise<void> {
  try {
    await waitForDatabase(db, env.DATABASE_WAIT_SECONDS * 1000);
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Applied migrations ${applied.join(', ')}`);
    const { generatedPassword } = await withStartupLock(db, (connection) => seed(connection, env));
    if (generatedPassword !== undefined) {
      console.log(`Created administrator admin@localhost with password: ${generatedPassword}`);
    }
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`❌ ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = readEnvOrExit();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const db = openDatabase(databaseConfigFromEnv(env));
  await prepareDatabase(db, env);
  const work = subtitleWorkFromEnv(env, db);
  // The subtitle workers start now, while nothing waits for them.
  work.warmUp();
  const log = createLogWriter(db);
  const app = createApp({
    db,
    env,
    jwtSecret: loadJwtSecret(env.DATA_DIR, env.JWT_SECRET),
    webRoot: WEB_ROOT,
    work,
    log,
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`${env.SITE_NAME} is serving at http://${env.HOST}:${env.PORT}`);
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}:`, error.message);
    process.exit(1);
  });
  const shutdown = (signal: string): void => {
    console.log(`${signal}: closing`);
    server.close(() => {
      void work
        .close()
        .then(() => log.close())
        .catch((error: unknown) => console.error('Closing:', (error as Error).message))
        .finally(() => {
          void closeDatabase(db).finally(() => process.exit(0));
        });
    });
    server.closeIdleConnections();
    // Requests that do not finish in time are cut off rather than holding the process.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
