// A post's HTML is written on its own (an import, the admin's editor), so its headings may start
// at h1. Shown inside a page they must sit below the page's own headings, or the page gets a
// second h1 and a screen reader's outline loses its shape.

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"][aria-level]';
const DEEPEST_LEVEL = 6;

function levelOf(heading: Element): number {
  const tag = /^H([1-6])$/.exec(heading.tagName);
  if (tag) return Number(tag[1]);
  const aria = Number(heading.getAttribute('aria-level'));
  return Number.isInteger(aria) && aria >= 1 ? aria : DEEPEST_LEVEL;
}

function relevel(heading: Element, level: number): void {
  if (heading.getAttribute('role') === 'heading') {
    heading.setAttribute('aria-level', String(level));
    return;
  }
  const renamed = heading.ownerDocument.createElement(`h${level}`);
  for (const attribute of heading.attributes) {
    renamed.setAttribute(attribute.name, attribute.value);
  }
  renamed.append(...heading.childNodes);
  heading.replaceWith(renamed);
}

/**
 * The HTML with its headings moved down so that the highest one is `topLevel` (their order kept,
 * h6 the deepest). The HTML is parsed in an inert <template> (no script runs, nothing loads), and
 * the result is still to be sanitized by SafeHtml.
 */
export function headingsFrom(html: string, topLevel: number): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll(HEADINGS)];
  if (headings.length === 0) return html;
  const shift = topLevel - Math.min(...headings.map(levelOf));
  if (shift <= 0) return html;
  for (const heading of headings) {
    relevel(heading, Math.min(DEEPEST_LEVEL, levelOf(heading) + shift));
  }
  return template.innerHTML;
}
