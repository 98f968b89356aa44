import { adminCommandsRouter } from '../procedures/adminCommands';
import { adminLogsRouter } from '../procedures/adminLogs';
import { adminModerationRouter } from '../procedures/adminModeration';
import { adminPostsRouter } from '../procedures/adminPosts';
import { commentsRouter } from '../procedures/comments';
import { postsRouter } from '../procedures/posts';
import { profilesRouter } from '../procedures/profiles';
import { subtitlesRouter } from '../procedures/subtitles';
import { tempSubtitlesRouter } from '../procedures/tempSubtitles';
import { waveformRouter } from '../procedures/waveform';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  blog: router({
    posts: postsRouter,
    comments: commentsRouter,
    profiles: profilesRouter,
  }),
  admin: router({
    posts: adminPostsRouter,
    logs: adminLogsRouter,
    moderation: adminModerationRouter,
    commands: adminCommandsRouter,
  }),
  seApi: router({
    subtitles: subtitlesRouter,
    waveform: waveformRouter,
    temp: tempSubtitlesRouter,
  }),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
