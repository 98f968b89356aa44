import { z } from 'zod';
import { subtitleSchema } from '../../shared/subtitle/schema';
import { loadTempSubtitle, storeTempSubtitle, tempChunk } from '../services/tempSubtitles';
import { publicProcedure, router } from '../trpc/init';

const idInput = z.string().trim().min(1, 'id is required').max(100);

export const tempSubtitlesRouter = router({
  create: publicProcedure
    .input(subtitleSchema)
    .mutation(async ({ ctx, input }) => ({ id: await storeTempSubtitle(ctx.db, input) })),
  get: publicProcedure
    .input(z.object({ id: idInput }))
    .query(({ ctx, input }) => loadTempSubtitle(ctx.db, input.id)),
  chunk: publicProcedure
    .input(z.object({ id: idInput, arrid: z.coerce.number().int().min(0) }))
    .query(async ({ ctx, input }) => ({
      paragraphs: tempChunk(await loadTempSubtitle(ctx.db, input.id), input.arrid),
    })),
});
