import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of accounts and the back-office, and lists public pages only', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    expect(robots).toContain('Disallow: /adminimt');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');

    const sector = await f.category(t.db, 'Kimya');
    const cp = await f.catalogProduct(t.db, sector.id, 'Boya');
    const buyer = await f.member(t.db);
    const company = await f.member(t.db, { company: 'Renk Kimya', pkg: 'active' });
    const open = await f.request(t.db, buyer.id, cp.id, 'open');
    const pending = await f.request(t.db, buyer.id, cp.id, 'pending');
    const product = await f.product(t.db, company.id, cp.id, 'Endüstriyel Boya');

    const res = await t.app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain(`/talepler-${sector.slug}</loc>`);
    expect(xml).toContain(`/talep-detay-${open.id}</loc>`);
    expect(xml).not.toContain(`/talep-detay-${pending.id}</loc>`);
    expect(xml).toContain(`/firma-renk-kimya-${company.id}</loc>`);
    expect(xml).toContain(`/firmaurun-endustriyel-boya-${product.id}</loc>`);
  });
});
