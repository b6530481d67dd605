import { describe, expect, it } from 'vitest';
import { matchSegment, type SegmentRoute } from './segment-match';
import { SITE_SEGMENTS } from './site-segments';

const match = (routes: readonly SegmentRoute[], segment: string) => {
  const hit = matchSegment(routes, segment);
  return hit && { route: hit.route.id, params: hit.params };
};
const site = (segment: string) => match(SITE_SEGMENTS, segment);

describe('site segments', () => {
  it('matches the public families of spec §2', () => {
    expect(site('talepler-celik-boru')).toEqual({ route: 'requests', params: { link: 'celik-boru' } });
    expect(site('urunler-makine')).toEqual({ route: 'products', params: { link: 'makine' } });
    expect(site('urunler')).toEqual({ route: 'products', params: { link: undefined } });
    expect(site('Talepler')).toEqual({ route: 'requests', params: { link: undefined } });
    expect(site('uyelik-sozlesmesi')).toEqual({ route: 'agreement', params: { link: 'uyelik-sozlesmesi' } });
    expect(site('talep-detay-42')).toEqual({ route: 'request', params: { id: '42' } });
    expect(site('firma-ak-demir-celik-7')).toEqual({ route: 'company', params: { link: 'ak-demir-celik', id: '7' } });
    expect(site('firmaurun-boru-12')).toEqual({ route: 'company-product', params: { link: 'boru', id: '12' } });
    expect(site('sayfa-hakkimizda')).toEqual({ route: 'page', params: { link: 'hakkimizda' } });
  });

  it('tells list pages from detail links', () => {
    expect(site('blog')).toEqual({ route: 'blog', params: { kind: 'blog', page: undefined } });
    expect(site('blog-2')).toEqual({ route: 'blog', params: { kind: 'blog', page: '2' } });
    expect(site('blog-yeni-urunler')).toEqual({ route: 'blog-post', params: { link: 'yeni-urunler' } });
    expect(site('duyuru-3')).toEqual({ route: 'announcements', params: { kind: 'duyuru', page: '3' } });
    expect(site('duyuru-fuar-2025-haziran')).toEqual({ route: 'announcement', params: { link: 'fuar-2025-haziran' } });
  });

  it('matches case-insensitively, ignoring a trailing slash', () => {
    expect(site('Talep-Detay-9/')).toEqual({ route: 'request', params: { id: '9' } });
  });

  it('leaves anything else to the member area or the 404 page', () => {
    for (const segment of ['talep-detay-abc', 'firma-7', 'account-d-detay-talep-5', 'nothing-here', 'a/b', '']) {
      expect(site(segment)).toBeNull();
    }
  });
});
