import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../../../server/security/sanitizeHtml';

// Post HTML on save (CONTRACT.md §4). sanitize-html is pinned at 2.17.5 for Node 20 (README,
// Decisions); the advisories fixed after it need `textarea`/`xmp` or SVG animation tags in the
// allow-list, so these checks keep them out.

describe('sanitizePostHtml', () => {
  it('drops scripts, event handlers and javascript: URLs, and keeps what a post needs', () => {
    const clean = sanitizePostHtml(
      '<h2 onclick="x()">Title</h2><script>x()</script>' +
        '<p><a href="javascript:x()">bad</a> <a href="https://example.com/">good</a></p>' +
        '<img src="https://example.com/a.png" onerror="x()">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<a>bad</a> <a href="https://example.com/">good</a>');
    expect(clean).toMatch(/<img [^>]*src="https:\/\/example\.com\/a\.png"/);
  });

  it('never lets textarea, xmp or SVG animation through, whose parsing the later releases fixed', () => {
    const attempts = [
      '<textarea></textarea/><img src=x onerror=alert(1)>',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
      '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
    ];
    for (const attempt of attempts) {
      const clean = sanitizePostHtml(attempt);
      expect(clean, attempt).not.toMatch(/<(textarea|xmp|svg|animate|set)\b/i);
      expect(clean, attempt).not.toMatch(/onerror|javascript:/i);
    }
  });

  it('keeps iframes only from the allowed video sites', () => {
    expect(sanitizePostHtml('<iframe src="https://evil.example/x"></iframe>')).toBe(
      '<iframe></iframe>',
    );
    expect(sanitizePostHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    );
  });
});
