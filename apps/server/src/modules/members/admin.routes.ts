import {
  ADMIN_MEMBER_MSG,
  activateMember,
  deleteMember,
  getCompanies,
  getMemberDetail,
  getMembers,
  MEMBER_MSG,
  MEMBER_PAGE_SIZE,
  searchCompanies,
  searchMembers,
  setMemberPassword,
  setMemberStatus,
  setMemberType,
  updateMember,
} from '@tedarik/contract/members/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { adminRead } from '../../platform/route-cache';
import { activateByAdmin, setMemberActive, setMemberCompany, setPasswordByAdmin } from '../accounts/service';
import { sectors } from '../catalog/service';
import { recordCheckboxes } from '../consents/service';
import { memberRatings } from '../offers/service';
import { toAdminRating } from '../offers/wire';
import { memberPackages } from '../packages/service';
import { toMemberPackages } from '../packages/wire';
import { memberProductCount } from '../products/service';
import { memberRequestCounts } from '../requests/service';
import { countriesWithCities } from '../settings/service';
import { toCountries } from '../settings/wire';
import * as members from './service';
import { companyRating, memberWithRole } from './service';
import { fromProfileFields, toAdminMember, toMemberRow, toScore } from './wire';

export const membersAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // uye-List (plain members) and uye-Firma (companies): newest first; a search takes over 2 characters
  const list = async (companies: boolean, page: number, text = '', sectorId?: number) => {
    const { rows, total, pages } = await members.memberPage(ctx, {
      companies,
      page,
      size: MEMBER_PAGE_SIZE,
      text: text.trim().length > 2 ? text : undefined,
      sectorId: companies ? sectorId : undefined,
    });
    return { liste: rows.map(toMemberRow), toplam: total, adet: pages, sayfa: page };
  };
  // the lists are kept like public answers (a kept page costs no query): the detail's reading is the one audited
  route(app, getMembers, (req) => list(false, req.params.page), {
    roles: ['moderator', 'accounting'],
    cache: adminRead,
  });
  route(app, getCompanies, (req) => list(true, req.params.page), {
    roles: ['moderator', 'accounting'],
    cache: adminRead,
  });
  route(app, searchMembers, (req) => list(false, req.body.sayfa ?? 1, req.body.ara), {
    roles: ['moderator', 'accounting'],
    cache: adminRead,
  });
  route(app, searchCompanies, (req) => list(true, req.body.sayfa ?? 1, req.body.ara, req.body.sektor), {
    roles: ['moderator', 'accounting'],
    cache: adminRead,
  });

  /** The member as the page shows it after a change; 404 when there is none. */
  const memberNow = async (id: number, changed: boolean) => {
    const m = changed ? await memberWithRole(db, id) : undefined;
    if (!m) throw notFound(MEMBER_MSG.notFound);
    return toAdminMember(m);
  };
  route(app, updateMember, async (req) => {
    const { smsCheck, mailCheck, smsH, mailH, ...fields } = req.body;
    // a consent the request does not mention keeps its stored value (undefined is left out of the update)
    const data = fromProfileFields({ ...fields, smsH: smsCheck ?? smsH, mailH: mailCheck ?? mailH });
    const before = await members.memberProfile(db, req.body.id);
    const changed = await members.updateMemberData(db, req.body.id, data);
    // a checkbox the administrator changed is recorded as a consent event of the back-office (consents area)
    if (changed && before)
      await recordCheckboxes(db, { memberId: before.id, email: before.email, phone: data.phone }, before, data, {
        ip: req.ip,
        source: 'yonetim',
      });
    return memberNow(req.body.id, changed);
  });
  route(
    app,
    setMemberStatus,
    async (req) =>
      memberNow(req.params.id, await setMemberActive(db, req.params.id, req.body.Durum, req.body.DurumAciklama)),
    { roles: ['moderator'] },
  );
  route(app, setMemberType, async (req) =>
    memberNow(req.params.id, await setMemberCompany(db, req.params.id, req.body.firmaDrm)),
  );
  route(app, activateMember, async (req) => memberNow(req.params.id, await activateByAdmin(db, req.params.id)));
  route(app, setMemberPassword, async (req) => {
    if (!(await setPasswordByAdmin(ctx, req.params.id, req.body.sifre))) throw notFound(MEMBER_MSG.notFound);
    return ADMIN_MEMBER_MSG.passwordSet;
  });
  route(app, deleteMember, async (req) => {
    if (!(await members.deleteMember(ctx, req.params.id))) throw notFound(MEMBER_MSG.notFound);
    return ADMIN_MEMBER_MSG.deleted;
  });

  // uye-detay-{id}: the member, its counts and its packages, read together
  route(
    app,
    getMemberDetail,
    async (req) => {
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
      const country = countries.find((c) => c.country.id === member.member.countryId)?.country;
      return {
        uye: toAdminMember(member),
        puani: toScore(rating),
        puanlar: ratings.map(toAdminRating),
        kategoriSektor: sectorList.map(({ sector }) => ({ id: sector.id, katAd: sector.name })),
        // the member's country, and the countries and cities to choose from (admin spec §3 "Member detail response")
        ulkeSehir: {
          ulke: { id: member.member.countryId, baslik: country?.name ?? '' },
          icerik: toCountries(countries),
        },
        talepCount: requests.all,
        talepaktif: requests.open,
        talepOnayBekleyen: requests.pending,
        urunler: products,
        ...toMemberPackages(packages),
      };
    },
    { roles: ['moderator', 'accounting'], audit: 'read' },
  );
};
