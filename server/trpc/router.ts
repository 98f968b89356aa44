import { postsRouter } from '../procedures/posts';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  blog: router({
    posts: postsRouter,
  }),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
