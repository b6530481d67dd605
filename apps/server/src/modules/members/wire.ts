// Companies in the legacy Turkish wire shapes (spec §3 "Company page").
import type { CompanyPage } from '@tedarik/contract/members/public';
import { isoDate } from '../../platform/paging';
import { toCard } from '../products/wire';
import type { companyPage } from './service';

type Page = NonNullable<Awaited<ReturnType<typeof companyPage>>>;

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
  website: m.website,
  tarih: isoDate(m.createdAt),
  puan: { ortalama: rating.average === null ? null : Math.round(rating.average * 10) / 10, adet: rating.count },
  urunler: products.map(toCard),
});
