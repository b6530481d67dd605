import { describe, expect, it } from 'vitest';
import { postListFilter, postListHref } from './links';

describe('the blog list in the URL', () => {
  it('reads the page from the path and the search and type from the query', () => {
    expect(postListFilter('3', '?icerik=%20boru%20&tip=2')).toEqual({ page: 3, text: 'boru', type: 2 });
    expect(postListFilter(undefined, '')).toEqual({ page: 1, text: '', type: 0 });
    expect(postListFilter('x', '?tip=9')).toEqual({ page: 1, text: '', type: 0 });
  });

  it('writes page 1 as the menu path and leaves an empty filter out', () => {
    expect(postListHref()).toBe('/adminimt/Blogs');
    expect(postListHref({ page: 1, text: ' ', type: 0 })).toBe('/adminimt/Blogs');
    expect(postListHref({ page: 2, text: 'çelik boru', type: 1 })).toBe(
      '/adminimt/blogs-2?icerik=%C3%A7elik+boru&tip=1',
    );
  });

  it('round-trips', () => {
    const filter = { page: 4, text: 'duyuru', type: 2 as const };
    const href = new URL(postListHref(filter), 'http://x');
    expect(postListFilter(href.pathname.match(/blogs-(\d+)$/)?.[1], href.search)).toEqual(filter);
  });
});
