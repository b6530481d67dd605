import { getMemberDetail, MEMBER_MSG } from '@tedarik/contract/members/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { sectors } from '../catalog/service';
import { memberRatings } from '../offers/service';
import { toAdminRating } from '../offers/wire';
import { memberPackages } from '../packages/service';
import { toMemberPackages } from '../packages/wire';
import { memberProductCount } from '../products/service';
import { memberRequestCounts } from '../requests/service';
import { countriesWithCities } from '../settings/service';
import { toCountries } from '../settings/wire';
import { companyRating, memberWithRole } from './service';
import { toAdminMember, toScore } from './wire';

export const membersAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // uye-detay-{id}: the member, its counts and its packages, read together
  route(app, getMemberDetail, async (req) => {
    const id = req.params.id;
    const [member, rating, ratings, requests, products, packages, sectorList, countries] = await Promise.all([
      memberWithRole(db, id),
      companyRating(db, id),
      memberRatings(db, id),
      memberRequestCounts(db, id),
      memberProductCount(db, id),
      memberPackages(db, id),
      sectors(db),
      countriesWithCities(db),
    ]);
    if (!member) throw notFound(MEMBER_MSG.notFound);
    return {
      uye: toAdminMember(member),
      puani: toScore(rating),
      puanlar: ratings.map(toAdminRating),
      kategoriSektor: sectorList.map(({ sector }) => ({ id: sector.id, katAd: sector.name })),
      ulkeSehir: toCountries(countries),
      talepCount: requests.all,
      talepaktif: requests.open,
      talepOnayBekleyen: requests.pending,
      urunler: products,
      ...toMemberPackages(packages),
    };
  });
};
