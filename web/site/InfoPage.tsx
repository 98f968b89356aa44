import type { ReactNode } from 'react';
import { useTitle } from '../router';
import { siteName } from './siteName';

/** A static page: its title (also the document title) and its content. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  useTitle(`${siteName} - ${title}`);
  return (
    <article className="info-page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
