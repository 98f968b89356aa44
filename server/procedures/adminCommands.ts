import { deleteExpiredTempSubtitles } from '../db/repositories/tempSubtitles';
import { describeImport, importPosts } from '../services/importPosts';
import { adminProcedure, router } from '../trpc/init';

// The admin Commands tab: each command answers a status text saying what it did.

export const adminCommandsRouter = router({
  importPosts: adminProcedure.mutation(async ({ ctx }) => {
    const source = { importFile: ctx.env.IMPORT_FILE, dataDir: ctx.env.DATA_DIR };
    const result = await importPosts(ctx.db, source, {
      name: ctx.user.name,
      id: ctx.user.blogUserId,
    });
    return { status: describeImport(result, source), ...result };
  }),
  deleteTempFiles: adminProcedure.mutation(async ({ ctx }) => {
    const deleted = await deleteExpiredTempSubtitles(ctx.db, new Date());
    return {
      deleted,
      status:
        deleted === 1
          ? 'Deleted 1 expired temporary subtitle'
          : `Deleted ${deleted} expired temporary subtitles`,
    };
  }),
});
