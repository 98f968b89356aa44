import type { RequestHandler } from 'express';
import { DatabaseUnavailableError } from './db/availability';
import type { Db } from './db/connection';
import { loadTempSubtitle } from './services/tempSubtitles';

// GET /tempsub?id=: a temporary subtitle's lines as a plain public HTML page. External page
// translators (Yandex, Baidu, Papago) are sent here, so it is static markup with one element per
// line and nothing that needs scripts.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function tempSubtitlePage(db: Db): RequestHandler {
  return async (req, res) => {
    const id = typeof req.query.id === 'string' ? req.query.id : '';
    let body: string;
    let status = 200;
    try {
      const subtitle = await loadTempSubtitle(db, id);
      const lines = subtitle.paragraphs
        .map((p, i) => `<p id="p${i}">${p.text.split('\n').map(escapeHtml).join('<br>')}</p>`)
        .join('\n');
      body = `<h1>${escapeHtml(subtitle.fileName || 'Subtitle')}</h1>\n<main>\n${lines}\n</main>`;
    } catch (error) {
      // The database being away is a 503 (the app's error handler), not a missing subtitle.
      if (error instanceof DatabaseUnavailableError) throw error;
      status = 404;
      body = '<h1>Subtitle not found</h1><p>Temporary subtitles are kept for 24 hours.</p>';
    }
    res
      .status(status)
      .type('html')
      .set('X-Robots-Tag', 'noindex')
      .send(
        `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<meta name="robots" content="noindex">\n` +
          `<title>Subtitle</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`,
      );
  };
}
