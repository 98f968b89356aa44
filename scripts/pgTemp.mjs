// A throwaway PostgreSQL server for tests and benches: Debian's server binaries (installed with
// apt-get when missing and running as root), `initdb` into a temporary folder, run as an
// unprivileged user (PostgreSQL refuses root: the `postgres` user when root, else the caller),
// listening on a free port of 127.0.0.1, and removed afterwards.
//
//   node scripts/pgTemp.mjs <command> [args…]   runs the command with TEST_DATABASE_URL set to a
//                                               fresh server's admin database, then removes it
//
// Durability is switched off (fsync, synchronous_commit, full-page writes): the data is thrown
// away, and tests should wait on queries, not on the disk.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_ROOT = '/usr/lib/postgresql';
const SERVICE_USER = 'postgres';

/** The bin folder of the newest installed server, or undefined. */
function serverBin() {
  if (!existsSync(SERVER_ROOT)) return undefined;
  const versions = readdirSync(SERVER_ROOT)
    .filter((name) => existsSync(join(SERVER_ROOT, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(SERVER_ROOT, versions[0], 'bin');
}

function isRoot() {
  return process.getuid?.() === 0;
}

/** Installs Debian's PostgreSQL when it is missing (as root only; otherwise says what to run). */
export function ensurePostgresInstalled() {
  const found = serverBin();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      "PostgreSQL's server is not installed: run 'sudo apt-get install -y postgresql' and try again.",
    );
  }
  console.log('installing PostgreSQL (apt-get install -y postgresql)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  const bin = serverBin();
  if (!bin) throw new Error(`apt-get installed postgresql but no server is under ${SERVER_ROOT}`);
  return bin;
}

/** The uid and gid of the unprivileged user that runs the server when we are root. */
function serviceIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${SERVICE_USER}:`));
  if (!line) throw new Error(`no '${SERVICE_USER}' user to run PostgreSQL as (root is refused)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A command line run as the unprivileged user when we are root. */
function asServiceUser(bin, args) {
  return isRoot() ? ['runuser', ['-u', SERVICE_USER, '--', bin, ...args]] : [bin, args];
}

function run(bin, args, cwd) {
  const [command, commandArgs] = asServiceUser(bin, args);
  // The unprivileged user may not enter the caller's folder (a checkout under /root).
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** A port nobody listens on right now (the kernel's choice for port 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a fresh server. Answers its admin database's URL and the means to stop and start it
 * again on the same port and data (the restart tests), and to remove it.
 */
export async function startThrowawayPostgres() {
  const bin = ensurePostgresInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'));
  if (isRoot()) {
    const { uid, gid } = serviceIds();
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  // An ICU default collation (PostgreSQL 15 and newer), as most real servers have a language's
  // collation rather than C: the schema must not depend on byte order where it matters (it pins
  // "C" on the time columns).
  const major = Number(/postgresql\/(\d+)\//.exec(bin)?.[1] ?? 0);
  run(
    join(bin, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      ...(major >= 15 ? ['--locale-provider=icu', '--icu-locale=en-US'] : []),
    ],
    dir,
  );
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const pgCtl = join(bin, 'pg_ctl');
  let running = false;
  const start = () => {
    run(pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'], dir);
    running = true;
  };
  const stop = (mode = 'fast') => {
    if (!running) return;
    run(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop'], dir);
    running = false;
  };
  start();
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      stop('immediate');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test run that ends abruptly must not leave a server behind.
  process.once('exit', remove);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server (connections are cut), keeping its data. */
    stop: () => stop('fast'),
    /** Starts it again on the same port. */
    start,
    /** Stops it and deletes its folder. */
    remove: () => {
      process.removeListener('exit', remove);
      remove();
    },
  };
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined) {
    console.error('usage: node scripts/pgTemp.mjs <command> [args…]');
    process.exit(2);
  }
  const server = await startThrowawayPostgres();
  console.log(`throwaway PostgreSQL on port ${server.port}`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: server.url },
  });
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  server.remove();
  process.exit(code);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await main();
}
