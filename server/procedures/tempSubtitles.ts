import { subtitleSchema } from '../../shared/subtitle/schema';
import { loadTempSubtitle, storeTempSubtitle, tempChunk } from '../services/tempSubtitles';
import { tempChunkInput, tempGetInput } from '../services/subtitleInputs';
import { publicProcedure, router } from '../trpc/init';

// The HTTP calls of these procedures are answered from the worker pool
// (server/rest/trpcTempSubtitles.ts) when their input is valid; these bodies serve createCaller,
// batches of several calls, and the inputs they refuse.
export const tempSubtitlesRouter = router({
  create: publicProcedure
    .input(subtitleSchema)
    .mutation(async ({ ctx, input }) => ({ id: await storeTempSubtitle(ctx.db, input) })),
  get: publicProcedure
    .input(tempGetInput)
    .query(({ ctx, input }) => loadTempSubtitle(ctx.db, input.id)),
  chunk: publicProcedure.input(tempChunkInput).query(async ({ ctx, input }) => ({
    paragraphs: tempChunk(await loadTempSubtitle(ctx.db, input.id), input.arrid),
  })),
});
