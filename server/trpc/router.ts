import { postsRouter } from '../procedures/posts';
import { waveformRouter } from '../procedures/waveform';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  blog: router({
    posts: postsRouter,
  }),
  seApi: router({
    waveform: waveformRouter,
  }),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
