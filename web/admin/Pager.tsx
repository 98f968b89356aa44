export const PAGE_SIZE = 100;

/** Previous/next paging for the server-paged admin lists. */
export function Pager({
  offset,
  total,
  onChange,
}: {
  offset: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const last = Math.min(offset + PAGE_SIZE, total);
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - PAGE_SIZE))}
      >
        Previous
      </button>
      <span>{total === 0 ? 'No entries' : `${offset + 1}–${last} of ${total}`}</span>
      <button type="button" disabled={last >= total} onClick={() => onChange(offset + PAGE_SIZE)}>
        Next
      </button>
    </nav>
  );
}
