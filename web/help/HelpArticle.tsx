import { useEffect, type ReactNode } from 'react';
import { PAGE_META } from '../../shared/site/pageMeta';
import type { PagePath } from '../../shared/site/routes';
import { usePageTitle } from '../site/siteName';
import './help.css';

/**
 * The frame of every help and information page: the document title and the one h1 are the page's
 * title from PAGE_META, the same text the server wrote into the head and the menus link by, so a
 * screen reader's list of headings names the page as everything else does.
 */
export function HelpArticle({ path, children }: { path: PagePath; children: ReactNode }) {
  const title = PAGE_META[path].title;
  usePageTitle(title);
  useScrollToHash(path);
  return (
    <article className="info-page help-page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}

/**
 * Scrolls to the address's #anchor once the page has rendered. The browser tries before React has
 * drawn the page (on a first load) and the in-app Link scrolls to the top, so neither lands on a
 * link such as /subtitleedit/help#sync by itself.
 */
function useScrollToHash(path: PagePath): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id !== '') document.getElementById(id)?.scrollIntoView();
  }, [path]);
}

/**
 * A block of file text. It scrolls sideways on narrow screens instead of widening the page, so it
 * is focusable and named: keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre className="code-block" tabIndex={0} aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}

/** A wide table that scrolls inside its own box on small screens, reachable by keyboard. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** A scrolling two-column table of [key, meaning] rows (tags, shortcuts), the key cell drawn by
 *  `renderKey` (as code, as keys). */
export function PairTable({
  label,
  headers,
  rows,
  renderKey,
}: {
  label: string;
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
  renderKey: (key: string) => ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className="help-table">
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, meaning]) => (
            <tr key={key}>
              <td>{renderKey(key)}</td>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A keyboard key or chord, as the shortcut tables print it. */
export function Keys({ children }: { children: string }) {
  return <kbd className="keys">{children}</kbd>;
}
