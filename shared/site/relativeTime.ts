import { JUST_NOW_MINUTES, MINUTES_AGO_LIMIT } from './constants';

/**
 * The blog's relative date (spec/site.md §4): up to 5 minutes 'Just now', 6–59 minutes
 * 'N minutes ago', older the UTC date as YYYY-MM-DD; an empty or unreadable date gives ''.
 */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now.getTime() - time) / 60_000);
  if (minutes <= JUST_NOW_MINUTES) return 'Just now';
  if (minutes <= MINUTES_AGO_LIMIT) return `${minutes} minutes ago`;
  return new Date(time).toISOString().slice(0, 10);
}
