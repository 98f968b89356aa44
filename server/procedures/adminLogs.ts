import { z } from 'zod';
import {
  countErrorLog,
  countRequestLog,
  pageErrorLog,
  pageRequestLog,
} from '../db/repositories/logs';
import { countReferrers, pageReferrers } from '../db/repositories/referrers';
import { adminProcedure, router } from '../trpc/init';

// The admin Logs, Referrers and Errors tabs: newest first, paged on the server so the grids stay
// fast however large the tables grow.

export const pageInput = z
  .object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
  })
  .default({ offset: 0, limit: 100 });

export const adminLogsRouter = router({
  requests: adminProcedure.input(pageInput).query(async ({ ctx, input }) => ({
    rows: await pageRequestLog(ctx.db, input.offset, input.limit),
    total: await countRequestLog(ctx.db),
  })),
  referrers: adminProcedure.input(pageInput).query(async ({ ctx, input }) => ({
    rows: await pageReferrers(ctx.db, input.offset, input.limit),
    total: await countReferrers(ctx.db),
  })),
  errors: adminProcedure.input(pageInput).query(async ({ ctx, input }) => ({
    rows: await pageErrorLog(ctx.db, input.offset, input.limit),
    total: await countErrorLog(ctx.db),
  })),
});
