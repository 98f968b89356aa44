import type { ReactNode } from 'react';
import { usePageTitle } from './siteName';

/** A static page: its title (also the document title) and its content. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="info-page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
