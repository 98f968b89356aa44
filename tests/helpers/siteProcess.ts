import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/pgTemp.mjs';

// The site as its own process, booted by server/index.ts from source exactly as `npm start` boots
// the bundle: settings, waiting for the database, migrations, seed, listen. Several of them on
// one PostgreSQL are the instances behind a proxy of README "Running several instances".

export interface SiteProcess {
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** What the boot printed before it stopped on its own (bad settings). */
export interface FailedBoot {
  code: number | null;
  output: string;
}

const BOOT_TIMEOUT_MS = 60_000;

/** Only what the site needs from this process' environment: no DATABASE_URL or test settings
 *  leak in unless given. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

function launch(settings: Record<string, string>, dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...baseEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // One worker thread is plenty for tests and leaves the two cores to the servers.
      SE_WORKERS: '1',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the site and resolves once it listens; rejects with its output if it exits first. */
export async function startSiteProcess(settings: Record<string, string>): Promise<SiteProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-process-'));
  const port = await freePort();
  const child = launch(settings, dataDir, port);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the site did not start in time:\n${output}`));
    }, BOOT_TIMEOUT_MS);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (/is serving at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the site exited (${code}) while starting:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Boots the site with settings that must stop it; answers its exit code and output. */
export async function failedBoot(settings: Record<string, string>): Promise<FailedBoot> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-process-'));
  const child = launch(settings, dataDir, await freePort());
  let output = '';
  const read = (chunk: Buffer): void => {
    output += chunk.toString();
    // It should not have started: stop it now rather than at the timeout.
    if (/is serving at/.test(output)) child.kill('SIGTERM');
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), BOOT_TIMEOUT_MS);
    child.once('exit', (status) => {
      clearTimeout(timer);
      resolve(status);
    });
  });
  rmSync(dataDir, { recursive: true, force: true });
  if (/is serving at/.test(output)) throw new Error(`the site started:\n${output}`);
  return { code, output };
}
