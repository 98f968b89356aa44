import type { Response } from 'express';

/** An AbortSignal that aborts when the client goes away before the answer is finished: a request
 *  still waiting for the subtitle workers is then dropped before it runs. */
export function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
