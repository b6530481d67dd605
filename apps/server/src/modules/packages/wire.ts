// Packages in the legacy Turkish wire shapes (spec §3 "Package"; admin spec §3 "Package application").
import { amountNumber } from '@tedarik/contract/money';
import { cleanHtml } from '../../platform/html';
import { isoDate } from '../../platform/paging';
import type { memberPackages } from './service';
import type { activeDefinitions, SubscriptionRow } from './subscriptions';

type Definition = Awaited<ReturnType<typeof activeDefinitions>>[number];

/** A definition as the back-office edits it (admin spec §3 "Package (koleksiyon)"). */
export const toDefinition = (d: Definition) => ({
  ...toPackageOffer(d),
  durum: d.active,
  aylikTeklifHakki: d.monthlyCredits,
});

/** The back-office's fields → the definition's columns. */
export const fromDefinitionFields = (b: Record<string, unknown>) => ({
  ...(b.durum !== undefined && { active: b.durum as boolean }),
  title: b.baslik as string,
  body: b.metin as string,
  months: b.sira as number,
  price: b.fiyat as string,
  discount: b.ind as string,
  ...(b.aylikTeklifHakki !== undefined && { monthlyCredits: b.aylikTeklifHakki as number }),
});

export const toPackageOffer = (d: Definition) => ({
  id: d.id,
  baslik: d.title,
  resim: d.image,
  metin: cleanHtml(d.body),
  fiyat: amountNumber(d.price),
  ind: amountNumber(d.discount),
  sira: d.months,
});

export const toPackageChoice = (d: Definition) => ({
  id: d.id,
  baslik: d.title,
  sira: d.months,
  fiyat: amountNumber(d.price),
  ind: amountNumber(d.discount),
});

export const toSubscription = ({ subscription: s, definition: d, running }: SubscriptionRow) => ({
  uypkt: {
    id: s.id,
    tarih: isoDate(s.createdAt),
    sureAy: s.months,
    ucret: amountNumber(s.price),
    aciklama: s.note,
    tarihBaslangic: s.startsOn,
    durum: s.status,
  },
  pkt: { baslik: d.title, durum: running },
  bitisTarihi: s.endsOn,
});

export const toOwnPackage = (row: SubscriptionRow) => {
  const { uypkt, pkt, bitisTarihi } = toSubscription(row);
  return {
    uypkt: {
      id: uypkt.id,
      tarih: uypkt.tarih,
      tarihBaslangic: uypkt.tarihBaslangic,
      bitisTarihi,
      sureAy: uypkt.sureAy,
      ucret: uypkt.ucret,
      durum: uypkt.durum,
    },
    pkt,
  };
};

/** paketS, secili, gecmis: a member's packages in the back-office (member detail, package calls). */
export const toMemberPackages = ({ definitions, current, past }: Awaited<ReturnType<typeof memberPackages>>) => ({
  paketS: definitions.map(toPackageChoice),
  secili: current.map(toSubscription),
  gecmis: past.map(toSubscription),
});
