// GET /api/indexpage: one document for the home page, cached for HOME_TTL_MS.
import type { HomePage } from '@tedarik/contract/content/public';
import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { sectors } from '../catalog/service';
import { toSectors } from '../catalog/wire';
import { memberCounts } from '../members/service';
import { visibleProductCount } from '../products/service';
import { openRequestCount } from '../requests/service';
import { adsFor, articlesByPlace } from './service';
import { toAd, toArticle } from './wire';

/**
 * Counters may be a minute old. It names no tag: only the back-office's writes, which name nothing and so change
 * everything, change its blocks, banners and sectors, and those show at once.
 */
export const HOME_TTL_MS = 60_000;

export async function loadHomePage(db: Db): Promise<HomePage> {
  const [people, products, openRequests, blocks, sectorList, banners] = await Promise.all([
    memberCounts(db),
    visibleProductCount(db),
    openRequestCount(db),
    articlesByPlace(db),
    sectors(db),
    adsFor(db, { homeBanner: 4 }),
  ]);
  return {
    counted: { uyeC: people.all, firmaC: people.companies, urunC: products, talepC: openRequests },
    ustBlogData: blocks.upper.map(toArticle),
    kategoriList: toSectors(sectorList),
    altkoleksiyonlar: blocks.lower.map(toArticle),
    reklamList: banners.map(toAd),
  };
}

export const homePage = ({ db, cache }: Pick<AppContext, 'db' | 'cache'>) =>
  cache.value('home', { tags: [], ttl: HOME_TTL_MS }, () => loadHomePage(db));
