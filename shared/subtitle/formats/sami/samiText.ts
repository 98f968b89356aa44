// SAMI cue bodies are loose HTML: <br> breaks lines, <i>/<b>/<u>/<font> style, entities escape.
// Scanning is one pass with one indexOf per tag, so a body full of '<' without '>' stays linear.

const KEPT_TAGS = new Set(['i', 'b', 'u', 'font']);
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (all, body: string) => {
    if (body.startsWith('#')) {
      const isHex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? all;
  });
}

function tagName(tag: string): string {
  const match = /^<\/?\s*([a-z0-9]+)/i.exec(tag);
  return (match?.[1] ?? '').toLowerCase();
}

/** One SAMI cue body (after its <P>) → model text with '\n' line breaks and kept style tags. */
export function samiBodyToText(body: string): string {
  let out = '';
  let position = 0;
  while (position < body.length) {
    const open = body.indexOf('<', position);
    const close = open < 0 ? -1 : body.indexOf('>', open);
    // Without a '>' ahead nothing further is a tag: the rest is text, and scanning stops here.
    if (open < 0 || close < 0) {
      out += body.slice(position).replace(/\s+/g, ' ');
      break;
    }
    out += body.slice(position, open).replace(/\s+/g, ' ');
    const tag = body.slice(open, close + 1);
    const name = tagName(tag);
    if (name === 'br') out += '\n';
    else if (KEPT_TAGS.has(name)) {
      out += name === 'font' ? tag.replace(/^<(\/?)\s*font/i, '<$1font') : tag.toLowerCase();
    }
    position = close + 1;
  }
  return decodeHtmlEntities(out)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Model text → SAMI body: style tags pass through, everything else is escaped. */
export function textToSamiBody(text: string): string {
  const tagPattern = /<\/?(?:i|b|u)>|<font\b[^<>]*>|<\/font>/gi;
  return text
    .split('\n')
    .map((line) => {
      let out = '';
      let last = 0;
      for (const match of line.matchAll(tagPattern)) {
        out += escapeText(line.slice(last, match.index)) + match[0];
        last = match.index + match[0].length;
      }
      return out + escapeText(line.slice(last));
    })
    .join('<br>');
}
