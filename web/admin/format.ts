/** 'YYYY-MM-DD HH:MM' in UTC, or '' for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toISOString().slice(0, 16).replace('T', ' ');
}

/** A short plain-text excerpt of post HTML for the grid. */
export function plainExcerpt(html: string, length = 120): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.length <= length ? collapsed : `${collapsed.slice(0, length - 1)}…`;
}
