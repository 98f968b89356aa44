import { useMemo } from 'react';
import { SafeHtml } from '../components/SafeHtml';
import { headingsFrom } from './postHeadings';

/** A post's HTML, sanitized, its headings starting at `topLevel` (below the page's own). */
export function PostContent({
  html,
  topLevel,
  className,
}: {
  html: string;
  topLevel: number;
  className?: string;
}) {
  const shifted = useMemo(() => headingsFrom(html, topLevel), [html, topLevel]);
  return <SafeHtml html={shifted} {...(className === undefined ? {} : { className })} />;
}
