import type { Subtitle } from '../../shared/subtitle/model';

// The page of GET /tempsub?id= (CONTRACT.md §5): a temporary subtitle's lines as plain public HTML.
// External page translators (Yandex, Baidu, Papago) are sent there, so it is static markup with
// one element per line and nothing that needs scripts. Built in a worker thread as UTF-8 pieces
// (a 1M-cue subtitle is ~60 MB of HTML), which the main thread only writes.

/** Paragraphs rendered per piece: a few hundred kB of HTML. */
const LINES_PER_PIECE = 4096;

const encoder = new TextEncoder();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(body: string, end = ''): [string, string] {
  return [
    `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<meta name="robots" content="noindex">\n` +
      `<title>Subtitle</title>\n</head>\n<body>\n${body}`,
    `${end}\n</body>\n</html>\n`,
  ];
}

/** The page of an unknown or expired id (answered with 404). */
export const TEMP_SUBTITLE_NOT_FOUND_HTML = page(
  '<h1>Subtitle not found</h1><p>Temporary subtitles are kept for 24 hours.</p>',
).join('');

/** The page of a stored subtitle as UTF-8 pieces: `<p id="p{index}">` per paragraph, its lines
 *  split by `<br>`. Throws a TypeError for a stored value that is not a subtitle. */
export function tempSubtitleHtml(subtitle: Subtitle): Uint8Array[] {
  const [head, tail] = page(
    `<h1>${escapeHtml(subtitle.fileName || 'Subtitle')}</h1>\n<main>\n`,
    '\n</main>',
  );
  const pieces = [encoder.encode(head)];
  const { paragraphs } = subtitle;
  for (let from = 0; from < paragraphs.length; from += LINES_PER_PIECE) {
    const lines = paragraphs
      .slice(from, from + LINES_PER_PIECE)
      .map((p, i) => `<p id="p${from + i}">${p.text.split('\n').map(escapeHtml).join('<br>')}</p>`);
    pieces.push(encoder.encode((from === 0 ? '' : '\n') + lines.join('\n')));
  }
  pieces.push(encoder.encode(tail));
  return pieces;
}
