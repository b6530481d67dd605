// Content in the legacy Turkish wire shapes (spec §3 "Post", "Slide", "Article block", "FAQ"; admin spec §3 "Page").
// A slide's, an article's or an ad's link stored before the link rule with another scheme than http(s) reads as ''.
import type { CallBody } from '@tedarik/contract/call';
import type { addFaq, addPage, updateFaq, updatePage } from '@tedarik/contract/content/admin';
import type { addPost } from '@tedarik/contract/content/admin-posts';
import type { Ad, Article, Counters, Page, Post } from '@tedarik/contract/content/public';
import { shownLink } from '@tedarik/contract/fields';
import type { ads, articles, faqs, pageCategories, pages, slides } from '../../db/schema/content';
import { cleanHtml, summary } from '../../platform/html';
import { isoDate } from '../../platform/paging';
import { toAdminRating } from '../offers/wire';
import { toSubscription } from '../packages/wire';
import { toAdminRow } from '../requests/wire';
import type { FaqInput, PageInput, PostInput } from './admin-content';
import type { AdminCounters, AdminHome } from './admin-home';
import type { AdRow, ArticleRow, faqList, PostRow, pageByLink, slideList } from './service';

/** A post: the full, sanitised text on its page; a summary in lists. */
export const toPost = (p: PostRow, full: boolean): Post => ({
  id: p.id,
  baslik: p.title,
  metin: full ? cleanHtml(p.body) : summary(p.body),
  resim: p.image,
  link: p.slug,
  tarih: isoDate(p.publishedOn),
  tip: p.type,
  etiketler: p.tags,
});

export const toPage = ({ page: p, groupName }: NonNullable<Awaited<ReturnType<typeof pageByLink>>>): Page => ({
  sf: {
    id: p.id,
    baslik: p.title,
    sira: p.sort,
    ana: p.isMain,
    link: p.slug,
    etiketler: p.tags,
    metin: cleanHtml(p.body),
    kat: p.categoryId,
  },
  katAd: groupName,
});

export const toFaq = (f: Awaited<ReturnType<typeof faqList>>[number]) => ({
  id: f.id,
  soru: f.question,
  cevap: cleanHtml(f.answer), // sanitised on save and again on the way out, like every rich text
});

export const toSlide = (s: Awaited<ReturnType<typeof slideList>>[number]) => ({
  resim: s.image,
  baslik: s.title,
  metin: cleanHtml(s.body),
  link: shownLink(s.link),
});

export const toArticle = (a: ArticleRow): Article => ({
  id: a.id,
  resim: a.image,
  baslik: a.title,
  metin: cleanHtml(a.body),
  link: shownLink(a.link),
});

export const toAd = (a: AdRow): Ad => ({
  id: a.id,
  resim: a.image,
  baslik: a.title,
  link: shownLink(a.link),
  tip: a.type,
});

// ── the back-office ──────────────────────────────────────────────────────────────────────────────────────────────
type Tables = {
  articles: typeof articles;
  slides: typeof slides;
  ads: typeof ads;
  pages: typeof pages;
  pageCategories: typeof pageCategories;
  faqs: typeof faqs;
};
type Row<T extends keyof Tables> = Tables[T]['$inferSelect'];

export const toAdminArticle = (a: Row<'articles'>) => ({
  id: a.id,
  resim: a.image,
  baslik: a.title,
  yer: a.place,
  metin: cleanHtml(a.body),
  link: shownLink(a.link),
  sira: a.sort,
});
export const fromArticleFields = (b: Record<string, unknown>) => ({
  title: b.baslik as string,
  place: b.yer as number,
  body: b.metin as string,
  link: b.link as string,
  sort: b.sira as number,
});

export const toAdminSlide = (s: Row<'slides'>) => ({
  id: s.id,
  resim: s.image,
  baslik: s.title,
  basliken: s.buttonTitle,
  metin: cleanHtml(s.body),
  link: shownLink(s.link),
  sira: s.sort,
});
export const fromSlideFields = (b: Record<string, unknown>) => ({
  title: b.baslik as string,
  buttonTitle: b.basliken as string,
  body: b.metin as string,
  link: b.link as string,
  sort: b.sira as number,
});

export const toAdminAd = (a: Row<'ads'>) => ({
  id: a.id,
  resim: a.image,
  baslik: a.title,
  tip: a.type,
  link: shownLink(a.link),
  sira: a.sort,
});
export const fromAdFields = (b: Record<string, unknown>) => ({
  title: b.baslik as string,
  type: b.tip as number,
  link: b.link as string,
  sort: b.sira as number,
});

export const toAdminPost = (p: PostRow) => ({ ...toPost(p, true), tip: p.type });

export const toAdminPage = ({ page, groupName }: { page: Row<'pages'>; groupName: string | null }) =>
  toPage({ page, groupName });

export const toPageGroup = (g: Row<'pageCategories'>) => ({ id: g.id, katAd: g.name, sira: g.sort });
export const toAdminFaq = (f: Row<'faqs'>) => ({
  id: f.id,
  soru: f.question,
  cevap: cleanHtml(f.answer),
  sira: f.sort,
});

// ── the back-office's forms → the services' English input ───────────────────────────────────────────────────────
/** A post's form (blogEkle, blogdetay-{id}): tip 1 blog, 2 announcement; a blank tarih keeps today / the stored day. */
export const fromPostFields = (b: CallBody<typeof addPost>): PostInput => ({
  type: b.tip as PostInput['type'], // the contract admits 1 or 2 only
  title: b.baslik,
  publishedOn: b.tarih,
  link: b.link,
  tags: b.etiketler,
  body: b.metin,
});

/** sayfaEkle names Kat, Ana and Metin capitalised (the legacy form), sayfadetay-{id} lower-case. */
export const fromPageFields = (b: CallBody<typeof updatePage>): PageInput => ({
  title: b.baslik,
  groupId: b.kat,
  isMain: b.ana,
  link: b.link,
  tags: b.etiketler,
  sort: b.sira,
  body: b.metin,
});
export const fromNewPageFields = ({ Kat, Ana, Metin, ...rest }: CallBody<typeof addPage>): PageInput =>
  fromPageFields({ ...rest, kat: Kat, ana: Ana, metin: Metin });

export const fromFaqFields = (b: CallBody<typeof addFaq> | CallBody<typeof updateFaq>): FaqInput => ({
  id: 'id' in b ? b.id : undefined,
  question: b.soru,
  answer: b.cevap,
  sort: b.sira,
});

// ── the back-office home page ────────────────────────────────────────────────────────────────────────────────────
export const toAdminCounters = (c: AdminCounters): Counters => ({
  uyeC: c.members,
  firmaC: c.companies,
  urunC: c.products,
  talepC: c.requests,
});

export const toPendingTicket = (t: AdminHome['tickets'][number]) => ({
  id: t.id,
  baslik: t.subject,
  tarih: isoDate(t.createdAt),
  donus: t.customerLast,
  uyeAd: t.memberName,
  uyeid: t.memberId,
});

export const toAdminHome = (h: AdminHome) => ({
  indexFirmaYorumList: h.ratings.map(toAdminRating),
  indexDestekTalepleriList: h.tickets.map(toPendingTicket),
  // waiting applications: not running
  indexPaketList: h.applications.map((row) => ({
    ...toSubscription({ ...row, running: false }),
    uy: { uyeid: row.member.id, firma: row.member.companyName, adsoyad: row.member.fullName },
  })),
  indexTalepList: h.requests.map(toAdminRow),
});
