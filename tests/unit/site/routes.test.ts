import { describe, expect, it } from 'vitest';
import { matchRoute, normalisePath } from '../../../shared/site/routes';

describe('matchRoute', () => {
  it('matches table paths in any case, with or without slashes', () => {
    expect(matchRoute('/')).toEqual({ kind: 'page', path: '' });
    expect(matchRoute('/SubtitleEdit/Formats/SRT')).toEqual({
      kind: 'page',
      path: 'subtitleedit/formats/srt',
    });
    expect(matchRoute('/about/')).toEqual({ kind: 'page', path: 'about' });
    expect(matchRoute('//nocr')).toEqual({ kind: 'page', path: 'nocr' });
  });

  it('finds the redirects of the spec and the author slug', () => {
    expect(matchRoute('/home')).toEqual({ kind: 'redirect', to: '/' });
    expect(matchRoute('/Blog')).toEqual({ kind: 'redirect', to: '/' });
    expect(matchRoute('/se')).toEqual({ kind: 'redirect', to: '/subtitleedit/help' });
    expect(matchRoute('/subtitleedit/videos')).toEqual({
      kind: 'redirect',
      to: '/subtitleedit/video',
    });
    expect(matchRoute('/aboutme')).toEqual({ kind: 'redirect', to: '/about' });
    expect(matchRoute('/author')).toEqual({ kind: 'redirect', to: '/about' });
    expect(matchRoute('/Nikolaj', 'nikolaj')).toEqual({ kind: 'redirect', to: '/about' });
    expect(matchRoute('/author', 'nikolaj')).toEqual({ kind: 'notFound' });
  });

  it('reads post ids and refuses deeper paths', () => {
    expect(matchRoute('/posts/Hello-World')).toEqual({ kind: 'post', friendlyId: 'hello-world' });
    expect(matchRoute('/posts/')).toEqual({ kind: 'notFound' });
    expect(matchRoute('/posts/a/b')).toEqual({ kind: 'notFound' });
    expect(matchRoute('/subtitleedit/online/other')).toEqual({ kind: 'notFound' });
  });

  it('normalises paths', () => {
    expect(normalisePath('/A//B/')).toBe('a/b');
  });
});
