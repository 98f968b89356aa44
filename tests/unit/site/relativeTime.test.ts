import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../shared/site/relativeTime';

const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('relativeTime', () => {
  it('reads Just now up to 5 minutes', () => {
    expect(relativeTime(minutesAgo(0), now)).toBe('Just now');
    expect(relativeTime(minutesAgo(5), now)).toBe('Just now');
    expect(relativeTime(minutesAgo(5.9), now)).toBe('Just now');
  });

  it('reads N minutes ago from 6 to 59 minutes', () => {
    expect(relativeTime(minutesAgo(6), now)).toBe('6 minutes ago');
    expect(relativeTime(minutesAgo(59), now)).toBe('59 minutes ago');
  });

  it('shows the date from 60 minutes on, and nothing for no date', () => {
    expect(relativeTime(minutesAgo(60), now)).toBe('2026-11-22');
    expect(relativeTime('2025-01-31T23:59:00Z', now)).toBe('2025-01-31');
    expect(relativeTime('', now)).toBe('');
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
