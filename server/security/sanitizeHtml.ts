import sanitize from 'sanitize-html';

// Post HTML is sanitized on save (here) and again on render (DOMPurify in the browser):
// no scripts, no event handlers, no javascript: URLs (CONTRACT.md §4). What a blog post needs
// stays: headings, lists, tables, images, code, links, inline styles for alignment and colour.

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'figure',
    'figcaption',
    'video',
    'source',
    'iframe',
  ],
  allowedAttributes: {
    ...sanitize.defaults.allowedAttributes,
    '*': ['class', 'id', 'title', 'style', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset', 'poster'],
  // Embedded video only from the two video sites the author's pages link to.
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  // An image without alt text is read out by its file name; one that has none is decorative.
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs } }),
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^[a-z]+$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^[a-z]+$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
