// Companies in the legacy Turkish wire shapes (spec §3 "Company page").
import { shownLink } from '@tedarik/contract/fields';
import type { CompanyPage } from '@tedarik/contract/members/public';
import { isoDate } from '../../platform/paging';
import { toCard } from '../products/wire';
import type { companyPage, companyRating, MemberData, memberPage, memberProfile, memberWithRole } from './service';

type Page = NonNullable<Awaited<ReturnType<typeof companyPage>>>;

/** A rating's average to one decimal, and its count. */
export const toScore = (rating: Awaited<ReturnType<typeof companyRating>>) => ({
  ortalama: rating.average === null ? null : Math.round(rating.average * 10) / 10,
  adet: rating.count,
});

/** A member as the back-office shows it (admin spec §3 "Member/firm"); its password is never part of it. */
export const toAdminMember = ({ member: m, role }: NonNullable<Awaited<ReturnType<typeof memberWithRole>>>) => ({
  uyeid: m.id,
  firma: m.companyName,
  adSoyad: m.fullName,
  tel: m.phone,
  firmatel: m.companyPhone,
  mail: m.email,
  adres: m.address,
  website: shownLink(m.website),
  wpHat: m.whatsapp,
  aciklama: m.description,
  sektor: m.sectorId,
  il: m.cityId,
  ulke: m.countryId,
  logo: m.logo,
  tarih: m.createdAt.toISOString(),
  aktivasyonKodu: m.activatedAt === null,
  durum: m.active,
  durumAciklama: m.statusNote,
  firmaDrm: m.isCompany,
  smsH: m.smsOptIn,
  mailH: m.mailOptIn,
  rol: role,
});

export const toCompanyPage = ({
  company: m,
  sector,
  place,
  rating,
  products,
}: Page): Omit<CompanyPage, 'reklamList' | 'katReklamList'> => ({
  firmaid: m.id,
  firmaad: m.companyName,
  firmalinq: m.slug,
  logo: m.logo,
  aciklama: m.description,
  sektor: sector,
  ulkeSehir: place,
  website: shownLink(m.website),
  tarih: isoDate(m.createdAt),
  puan: toScore(rating),
  urunler: products.map(toCard),
});

type PageRow = Awaited<ReturnType<typeof memberPage>>['rows'][number];

/** A row of the back-office's member and company lists. */
export const toMemberRow = ({ member: m, role }: PageRow) => ({
  uyeid: m.id,
  firma: m.companyName,
  adSoyad: m.fullName,
  tel: m.phone,
  mail: m.email,
  aktivasyon: m.activatedAt !== null,
  durum: m.active,
  tarih: m.createdAt.toISOString(),
  rol: role,
});

/** The member's own profile form (spec §3 "Profile fields"). */
export const toProfile = (m: NonNullable<Awaited<ReturnType<typeof memberProfile>>>) => ({
  firma: m.companyName,
  adSoyad: m.fullName,
  tel: m.phone,
  firmaTel: m.companyPhone,
  mail: m.email,
  adres: m.address,
  smsH: m.smsOptIn,
  mailH: m.mailOptIn,
  wpHat: m.whatsapp,
  sektor: m.sectorId,
  website: shownLink(m.website),
  aciklama: m.description,
  il: m.cityId,
  uyeid: m.countryId, // the spec's name of the country (§3 "Profile fields")
  ulke: m.countryId,
  logo: m.logo,
  firmaDrm: m.isCompany,
});

/** The profile form's or the back-office form's fields → the member's data. */
export const fromProfileFields = (b: {
  firma: string;
  AdSoyad: string;
  tel: string;
  adres: string;
  firmaTel?: string;
  wpHat?: string;
  il?: number;
  sektor?: number;
  website: string;
  aciklama: string;
  /** undefined: the consent stays as stored */
  smsH?: boolean;
  mailH?: boolean;
}): MemberData => ({
  companyName: b.firma,
  fullName: b.AdSoyad,
  phone: b.tel,
  address: b.adres,
  companyPhone: b.firmaTel ?? '',
  whatsapp: b.wpHat ?? '',
  cityId: b.il ?? null,
  sectorId: b.sektor ?? null,
  website: b.website,
  description: b.aciklama,
  smsOptIn: b.smsH,
  mailOptIn: b.mailH,
});
