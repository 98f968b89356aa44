import { TRPCError } from '@trpc/server';
import type { RequestHandler } from 'express';
import { clientGone } from './rest/clientGone';
import { sendChunks } from './rest/streamJson';
import { tempSubtitlePageHtml } from './services/subtitleFiles';
import { TEMP_SUBTITLE_NOT_FOUND_HTML } from './services/tempSubtitleHtml';
import type { SubtitleWork } from './work/subtitleWork';

// GET /tempsub?id=: a temporary subtitle's lines as a plain public HTML page
// (server/services/tempSubtitleHtml.ts), read and rendered in the subtitle service's worker pool
// and written here in pieces. An unknown id is a 404 page; the database being away (503) and a
// full queue (503 + Retry-After) go to the app's error handler.

export function tempSubtitlePage(work: SubtitleWork): RequestHandler {
  return async (req, res) => {
    const id = typeof req.query.id === 'string' ? req.query.id : '';
    let html: Uint8Array[];
    try {
      html = await tempSubtitlePageHtml(work, id, { signal: clientGone(res) });
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === 'NOT_FOUND')) throw error;
      res
        .status(404)
        .type('html')
        .set('X-Robots-Tag', 'noindex')
        .send(TEMP_SUBTITLE_NOT_FOUND_HTML);
      return;
    }
    res.set('X-Robots-Tag', 'noindex');
    await sendChunks(res, html, 'html');
  };
}
