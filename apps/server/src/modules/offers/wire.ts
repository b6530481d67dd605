// Offers and ratings in the legacy Turkish wire shapes (spec §3 "Offer"; admin spec §3 "Offer", "Rating").

import type { CallBody } from '@tedarik/contract/call';
import { shownText } from '@tedarik/contract/conversations/masking';
import { amountNumber } from '@tedarik/contract/money';
import type { AdminRating } from '@tedarik/contract/offers/admin';
import type { Buyer, CreateOffer, OwnOfferItem, rateOffer } from '@tedarik/contract/offers/member';
import type { Desk, MyOffer, OfferTerms } from '@tedarik/contract/offers/member-desk';
import type { OpenOffer } from '@tedarik/contract/offers/open';
import { codeOf } from '@tedarik/contract/requests/admin';
import type { CURRENCIES, OwnRequestDetail, ReceivedOffer } from '@tedarik/contract/requests/member';
import { maskCompany } from '@tedarik/contract/text';
import type { Badges } from '@tedarik/contract/verification/documents';
import type { offers } from '../../db/schema/offers';
import { isoDate } from '../../platform/paging';
import type { MemberContact } from '../members/service';
import { toOfferedRequest, toOwnDetailHead } from '../requests/wire';
import type { DeskView } from './desk';
import type { OfferState } from './offer-locks';
import type { OfferInput, RichOfferInput } from './offerable';
import type { OpenOfferRow, ownOffer, ownOffers } from './own';
import { type MyOfferView, termsOf } from './revisions';
import type { OfferOfRequest, ownerRequestDetail, RatingInput, RatingRow } from './service';

type Offer = typeof offers.$inferSelect;
type Currency = (typeof CURRENCIES)[number];

export const toOwnOffer = (o: Offer) => ({
  id: o.id,
  tarih: isoDate(o.createdAt),
  fiyat: amountNumber(o.price),
  paraBirimi: o.currency as Currency,
  tahminiTesliTarihi: o.deliveryOn,
  aciklama: o.note,
  kabulDurumu: o.reviewed,
});

/**
 * An offer as the request's owner sees it. The supplier's company and contact data are in the answer only once
 * the owner has accepted (reviewed) the offer; before, the company is masked and so are the contact details of its
 * note (issue 47 item 4).
 */
export const toReceivedOffer = ({ offer, company: c, rating }: OfferOfRequest): ReceivedOffer => ({
  ...toOwnOffer(offer),
  aciklama: shownText(offer.note, offer.reviewed),
  firmaad: offer.reviewed ? c.companyName : maskCompany(c.companyName),
  firma: offer.reviewed
    ? {
        firma: c.id,
        firmaad: c.companyName,
        firmalinq: c.slug,
        logo: c.logo,
        firmaTel: c.companyPhone,
        tel: c.phone,
        mail: c.email,
        wpHat: c.whatsapp,
        adres: c.address,
      }
    : null,
  puan: rating ? { puan: rating.score, yorum: rating.comment, tarih: isoDate(rating.createdAt) } : null,
  kdvDahil: offer.vatIncluded,
  kdvOrani: offer.vatRate,
});

/** The owner's request with its offers. */
export const toOwnRequestDetail = ({
  request,
  received,
}: Awaited<ReturnType<typeof ownerRequestDetail>>): OwnRequestDetail => ({
  ...toOwnDetailHead(request),
  cevaplar: received.map(toReceivedOffer),
  // the request's counter: a sealed request's buyer gets the count and no offer
  toplamCevaplar: Math.max(request.offers, received.length),
});

/** The buyer as its supplier sees it once it accepted an offer; null before (the buyer's company stays masked). */
const toBuyer = (c: MemberContact | null): Buyer | null =>
  c && {
    adSoyad: c.fullName,
    firmaad: c.companyName,
    firmaTel: c.companyPhone,
    tel: c.phone,
    mail: c.email,
    wpHat: c.whatsapp,
    adres: c.address,
  };

export const toOwnOfferItem = ({
  offer,
  request,
  buyer,
}: Awaited<ReturnType<typeof ownOffers>>[number]): OwnOfferItem => {
  const r = toOfferedRequest(request, buyer !== null);
  return {
    cevap: toOwnOffer(offer),
    talep: { id: r.tlb.id, adet: r.tlb.adet, tip: r.tlb.tip, detay: r.tlb.detay, teslimTarihi: r.tlb.teslimTarihi },
    urun: r.urun,
    kat: r.kat,
    bitti: r.bitti,
    alici: toBuyer(buyer),
  };
};

export const toOwnOfferDetail = ({ request, offers: mine, buyer }: Awaited<ReturnType<typeof ownOffer>>) => {
  const r = toOfferedRequest(request, buyer !== null);
  return {
    talep: r.tlb,
    urun: r.urun,
    kat: r.kat,
    firmaad: r.firmaad,
    ulkeSehir: r.ulkeSehir,
    bitti: r.bitti,
    cevaplar: mine.map(toOwnOffer),
    alici: toBuyer(buyer),
  };
};

export const toAdminOffer = ({ offer, company, rating }: OfferOfRequest) => ({
  cevap: toOwnOffer(offer),
  uye: { uyeid: company.id, firma: company.companyName, adsoyad: company.fullName },
  fPuan: rating ? { id: rating.id, puan: rating.score, yorum: rating.comment, islem: codeOf(rating.status) } : null,
});

export const toAdminRating = (r: RatingRow): AdminRating => ({
  id: r.id,
  baslik: r.product,
  fp: { puan: r.score, yorum: r.comment, tarih: isoDate(r.createdAt), islem: codeOf(r.status) },
  puanlayan: { uyeid: r.buyerId, firma: r.buyerCompany, adsoyad: r.buyerName },
  puanlanan: { uyeid: r.companyId, firma: r.company, adsoyad: r.companyName },
});

// ── the members' forms → the services' English input ───────────────────────────────────────────────────────────
/** genelteklifolustur-{id}: tarih is the estimated delivery, detay the offer's note. */
export const fromOfferFields = (b: CreateOffer): OfferInput => ({
  price: b.fiyat,
  currency: b.parabirimi,
  deliveryOn: b.tarih,
  note: b.detay,
});

/** talepyorumYap: id is the offer, teklifid the request it answers. */
export const fromRatingFields = (b: CallBody<typeof rateOffer>): RatingInput => ({
  offerId: b.id,
  requestId: b.teklifid,
  score: b.puan,
  comment: b.yorum,
});

// ── the decision desk's v2 shapes (issue 37) ─────────────────────────────────────────────────────────────────────
/** A v2 offer's terms → the service's input. */
export const fromOfferTerms = (b: OfferTerms): RichOfferInput => ({ ...b });

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The request's state; its rounds' messages whole for the buyer who wrote them, else `whole` (issue 47 item 4). */
const toOfferState = ({ request, rounds }: OfferState, whole: boolean) => ({
  requestId: request.id,
  quantity: request.quantity,
  unit: request.unit,
  deliveryOn: request.deliveryOn,
  sealed: request.sealed,
  offerDeadline: iso(request.offerDeadline),
  hidden: request.sealed && request.openedAt === null,
  offerCount: request.offerCount,
  offerCap: request.offerCap,
  round: rounds.at(-1)?.number ?? 1,
  rounds: rounds.map((r) => ({
    number: r.number,
    message: shownText(r.message, whole),
    deadline: r.deadline.toISOString(),
    createdAt: r.createdAt.toISOString(),
  })),
});

/** The supplier's own offer; the buyer's round messages whole once the buyer accepted it. */
export const toMyOffer = (v: MyOfferView): MyOffer => ({
  request: toOfferState(v, v.offer?.reviewed === true),
  offer: v.offer && {
    ...termsOf(v.offer),
    id: v.offer.id,
    version: v.offer.version,
    reviewed: v.offer.reviewed,
    createdAt: v.offer.createdAt.toISOString(),
  },
  locked: v.locked,
  revisableUntil: iso(v.revisableUntil),
});

export const toDesk = (v: DeskView, badges?: Map<number, Badges>): Desk => ({
  ...toOfferState(
    {
      request: { ...v.request, offerCount: v.request.offers },
      rounds: v.rounds,
    },
    true,
  ),
  offers: v.received.map(({ offer, company }) => ({
    ...termsOf(offer),
    // the supplier's words with contact details hidden until the buyer accepts the offer (issue 47 item 4)
    note: shownText(offer.note, offer.reviewed),
    id: offer.id,
    company: offer.reviewed ? company : maskCompany(company),
    reviewed: offer.reviewed,
    version: offer.version,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: iso(offer.updatedAt),
    ...(badges?.has(offer.memberId) && { badges: badges.get(offer.memberId) }),
  })),
  canOpenRound: v.canOpenRound,
});

/** A company's offer as the open API's list shows it to the company (decision 0065), and its webhooks (0068). */
export const toOpenOffer = ({ offer: o, request }: OpenOfferRow): OpenOffer => ({
  ...termsOf(o),
  id: o.id,
  requestId: o.requestId,
  catalogProduct: request?.productName ?? '',
  version: o.version,
  state: o.reviewed ? 'accepted' : request?.visible ? 'sent' : 'closed',
  createdAt: o.createdAt.toISOString(),
  updatedAt: (o.updatedAt ?? o.createdAt).toISOString(),
});
