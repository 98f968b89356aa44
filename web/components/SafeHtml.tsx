import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Images without alt text (older posts, imports) are marked decorative rather than read out by
// their file names.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Post HTML, sanitized again on render (CONTRACT.md §4): no scripts, handlers or javascript: URLs. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
