import { adminCommandsRouter } from '../procedures/adminCommands';
import { adminLogsRouter } from '../procedures/adminLogs';
import { adminPostsRouter } from '../procedures/adminPosts';
import { postsRouter } from '../procedures/posts';
import { waveformRouter } from '../procedures/waveform';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  blog: router({
    posts: postsRouter,
  }),
  admin: router({
    posts: adminPostsRouter,
    logs: adminLogsRouter,
    commands: adminCommandsRouter,
  }),
  seApi: router({
    waveform: waveformRouter,
  }),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
