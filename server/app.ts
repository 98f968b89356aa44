import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type Express } from 'express';
import { errorBody } from '../shared/api/errors';
import { databaseConfigOf } from './db/connection';
import { checkDatabase } from './db/health';
import { createLogWriter, type LogWriter } from './db/repositories/logs';
import { pageHandler } from './pages';
import { adminRoutes } from './rest/admin';
import { blogRoutes } from './rest/blog';
import { commentRoutes } from './rest/comments';
import { createErrorHandler } from './rest/errors';
import { uploadLimitBytes } from './rest/multipart';
import { feedRoutes } from './rest/feeds';
import { profileRoutes } from './rest/profiles';
import { seApiRoutes } from './rest/seApi';
import { trpcSubtitleRoutes } from './rest/trpcSubtitles';
import { trpcTempSubtitleRoutes } from './rest/trpcTempSubtitles';
import { requireXsrfHeader } from './security/csrf';
import { securityHeaders } from './security/headers';
import { createRateLimiters, trpcRateLimits } from './security/rateLimit';
import { createContextFromRequest, type AppDeps } from './trpc/context';
import { tempSubtitlePage } from './tempSubtitlePage';
import { appRouter } from './trpc/router';
import { subtitleWorkFromEnv, type SubtitleWork } from './work/subtitleWork';

export interface CreateAppOptions extends Omit<AppDeps, 'work'> {
  /** Folder of the built web app (index.html and assets/). */
  webRoot: string;
  /** The subtitle service's pool; made from the settings when not given (its threads start on
   *  first use and, idle, do not keep the process alive). */
  work?: SubtitleWork;
  /** The request and error log's batched writer; made here when not given. Its owner flushes
   *  it on shutdown (close()). */
  log?: LogWriter;
}

/** CONTRACT.md §3: JSON bodies up to 20 MB (uploads have their own 50 MB limit). */
export const JSON_BODY_LIMIT = '20mb';

const API_PREFIXES = ['/blog', '/se-api', '/trpc'];

/** Built files that name no hash: the service worker, the web app manifest, the HTML. */
const NO_CACHE_FILES = /(?:\/sw\.js|\.webmanifest|\.html)$/;

/** Builds the whole site without listening, so tests can run it on a temporary database. */
export function createApp(options: CreateAppOptions): Express {
  const { db, env, webRoot } = options;
  const deps: AppDeps = {
    db: options.db,
    env: options.env,
    jwtSecret: options.jwtSecret,
    work: options.work ?? subtitleWorkFromEnv(env, db),
  };
  const log = options.log ?? createLogWriter(db);
  // One process counts alone on SQLite; instances sharing PostgreSQL count in it.
  const limits = createRateLimiters(
    env,
    databaseConfigOf(db).dialect === 'postgres' ? db : undefined,
  );
  const app = express();
  app.disable('x-powered-by');
  // The client's address (rate limits, the request log) is read from X-Forwarded-For only when it
  // comes from a proxy named by TRUST_PROXY; a hop count is given to Express as a number.
  app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      // Queued only: the writer inserts a batch at a time and reports its own failures.
      log.request({
        time: new Date().toISOString(),
        method: req.method,
        path: req.originalUrl.slice(0, 2000),
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        ip: req.ip ?? '',
      });
    });
    next();
  });
  app.use(securityHeaders);
  app.use(requireXsrfHeader);

  // For the proxy in front of several instances: 200 only when this one can reach its database.
  app.get('/healthz', async (_req, res) => {
    const problem = await checkDatabase(db);
    if (problem === undefined) res.json({ ok: true });
    else res.status(503).json(errorBody('SERVICE_UNAVAILABLE', problem));
  });
  app.use('/trpc', trpcRateLimits(limits));
  // The editor's subtitle calls and temporary subtitles, answered from the worker pool without an
  // object on this thread.
  app.use('/trpc', trpcSubtitleRoutes(deps, recordError));
  app.use('/trpc', trpcTempSubtitleRoutes(deps, recordError));
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req }) => createContextFromRequest(deps, req),
      // tRPC reads its own body (JSON, or FormData for uploads), so it sits before express.json.
      maxBodySize: uploadLimitBytes(env.UPLOAD_LIMIT_MB),
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          recordError(error.cause ?? error, req.method, req.url);
      },
    }),
  );
  // The subtitle service reads its own bodies (uploads, and subtitles sent as JSON) and hands the
  // bytes to its worker threads unparsed, so it sits before express.json too.
  app.use('/se-api', seApiRoutes(deps));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/blog', adminRoutes(deps));
  app.use('/blog', profileRoutes(deps, limits));
  app.use('/blog', commentRoutes(deps, limits));
  app.use('/blog', blogRoutes(deps));
  app.use(feedRoutes(db, env.SITE_NAME));
  app.get('/tempsub', tempSubtitlePage(deps.work));
  app.use(
    express.static(webRoot, {
      index: false,
      setHeaders(res, path) {
        // Vite puts a content hash in every asset name, so assets never change.
        if (path.includes('/assets/'))
          res.set('Cache-Control', 'public, max-age=31536000, immutable');
        // The offline editor's service worker and manifest are checked on every visit, so a new
        // version is found at once (browsers cap a worker script's HTTP caching at a day).
        else if (NO_CACHE_FILES.test(path)) res.set('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use((req, res, next) => {
    const path = req.path.toLowerCase();
    // The bare prefixes are left to the page routes: '/blog' is a redirect of the spec.
    if (API_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`))) {
      res.status(404).json(errorBody('NOT_FOUND', 'No such API path.'));
      return;
    }
    next();
  });
  app.get(
    '/{*splat}',
    pageHandler({ db, webRoot, authorSlug: env.AUTHOR_SLUG, siteName: env.SITE_NAME }),
  );
  app.use((_req, res) => {
    res.status(404).json(errorBody('NOT_FOUND', 'Not found.'));
  });

  function recordError(error: unknown, method: string, path: string): void {
    const err = error instanceof Error ? error : new Error(String(error));
    console.error(`${method} ${path}:`, err);
    log.error({
      time: new Date().toISOString(),
      method,
      path,
      errorMessage: err.message,
      stackTrace: err.stack ?? '',
    });
  }
  app.use(createErrorHandler(recordError));
  return app;
}
