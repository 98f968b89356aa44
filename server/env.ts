import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_AUTHOR_SLUG } from '../shared/site/routes';

// The settings of CONTRACT.md §2, validated once at boot: a bad value stops the server with a
// message naming the variable instead of failing later in a request.

const optionalText = z.string().trim().min(1).optional();
const rateLimit = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Express's names for address ranges, and IPv4/IPv6 addresses with an optional /prefix. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyList(value: string): boolean {
  return value.split(',').every((entry) => {
    const item = entry.trim();
    if (PROXY_NAMES.has(item)) return true;
    const [address = '', prefix] = item.split('/');
    if (isIP(address) === 0) return false;
    return prefix === undefined || /^\d{1,3}$/.test(prefix);
  });
}

/** A URL node-postgres can connect with: postgres:// or postgresql://, and a host (in the
 *  authority, or ?host= for a socket folder). */
function isPostgresUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const protocolOk = url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  return protocolOk && (url.hostname !== '' || url.searchParams.has('host'));
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    SITE_NAME: z.string().trim().min(1).default('Nikse'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(200).optional(),
    ADMIN_NAME: optionalText,
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Unset: the SQLite file DATA_DIR/site.db. Set: that PostgreSQL database, which several
     *  instances of the site may share (README, "Running several instances"). */
    DATABASE_URL: z
      .string()
      .trim()
      .refine(isPostgresUrl, {
        message:
          'must be a postgres:// or postgresql:// URL with a host, e.g. postgres://user:password@db.example:5432/site (leave it unset to use the SQLite file in DATA_DIR)',
      })
      .optional(),
    /** PostgreSQL connections each instance keeps at most (its worker threads keep 2 each more). */
    /** Which proxies' X-Forwarded-For is believed for the client's address (rate limits, logs):
     *  Express's `trust proxy` as addresses, ranges and names, comma-separated, or a hop count. */
    TRUST_PROXY: z
      .string()
      .trim()
      .refine((value) => /^\d+$/.test(value) || isProxyList(value), {
        message:
          'must be a number of proxies, or addresses, ranges (10.0.0.0/8) and names (loopback, linklocal, uniquelocal), comma-separated',
      })
      .default('loopback'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /** How long the boot waits for a PostgreSQL server that does not answer yet, in seconds. */
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    QUESTIONS_FILE: optionalText,
    IMPORT_FILE: optionalText,
    AUTHOR_SLUG: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/i, 'must be one path segment of letters, digits or -')
      .default(DEFAULT_AUTHOR_SLUG),
    RATE_LOGIN: rateLimit(20),
    RATE_REGISTER: rateLimit(10),
    RATE_COMMENT: rateLimit(30),
    /** Largest upload in MB (CONTRACT.md §3: 50, answered 413 above). An addition to the contract's
     *  settings, for an owner whose users bring longer files. */
    UPLOAD_LIMIT_MB: z.coerce.number().positive().max(1024).default(50),
    /** Largest subtitle sent as JSON to /se-api's write, plain-text and temp paths, in MB
     *  (CONTRACT.md §3's JSON limit by default; 413 above). */
    SE_JSON_LIMIT_MB: z.coerce.number().positive().max(1024).default(20),
    /** Worker threads of the subtitle service, and so heavy jobs running at once (server/work/). */
    SE_WORKERS: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
    /** Subtitle requests that may wait behind the running ones; past that, 503 + Retry-After.
     *  Default: twice the workers. */
    SE_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
    /** Heap limit of each subtitle worker thread in MB; a job past it fails alone (500). 512: a
     *  49 MB SubRip, WebVTT or ASS file reads within 256, writing 1M cues needs ~384. */
    SE_WORKER_HEAP_MB: z.coerce.number().int().min(64).max(16384).default(512),
  })
  .superRefine((env, ctx) => {
    // Instances behind one proxy must sign with one key, and a generated key lives in one
    // instance's DATA_DIR; the key is kept out of the database so a copy of it cannot mint tokens.
    if (env.DATABASE_URL !== undefined && env.JWT_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'is required when DATABASE_URL is set: every instance sharing the database must sign sessions with the same key',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Reads the settings; empty strings count as unset. Throws EnvError listing every bad one. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
}
