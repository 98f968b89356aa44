import type { ReactNode } from 'react';
import { HELP_SECTIONS, type HelpSectionId } from './helpSections';

/** One anchored section of the Help/FAQ page; its heading text comes from the table of contents. */
export function HelpSection({ id, children }: { id: HelpSectionId; children: ReactNode }) {
  const title = HELP_SECTIONS.find((section) => section.id === id)?.title ?? id;
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
      <p className="back-to-top">
        <a href="#contents">Back to contents</a>
      </p>
    </section>
  );
}
