import { useState } from 'react';

export const PAGE_SIZE = 100;

/** One page of a list the server pages (the admin procedures' answer). */
export interface Page<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

/** Where a server-paged list stands: the row its page starts at, and the window to ask for. */
export interface Paging {
  readonly offset: number;
  readonly setOffset: (offset: number) => void;
  readonly input: { readonly offset: number; readonly limit: number };
}

/** The paging of one admin list, on its first page at first. */
export function usePaging(): Paging {
  const [offset, setOffset] = useState(0);
  return { offset, setOffset, input: { offset, limit: PAGE_SIZE } };
}

/** Previous/next paging for the server-paged admin lists. */
export function Pager({ paging, page }: { paging: Paging; page: Page<unknown> | undefined }) {
  const { offset, setOffset } = paging;
  const total = page?.total ?? 0;
  const last = Math.min(offset + PAGE_SIZE, total);
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        disabled={offset === 0}
        onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
      >
        Previous
      </button>
      <span>{total === 0 ? 'No entries' : `${offset + 1}–${last} of ${total}`}</span>
      <button type="button" disabled={last >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
        Next
      </button>
    </nav>
  );
}
