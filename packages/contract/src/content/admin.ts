// The back-office's content resources (admin spec §7 "Pages", "FAQ", "Articles", "Slides", "Ads", §8, §9): their
// field rules and calls; blog posts are in admin-posts.ts, the home page in admin-home.ts.
import { z } from 'zod';
import { defineCall } from '../call';
import { AD_TYPES } from '../constants';
import { MAX_RICH_TEXT, zFile, zFormBool, zId, zIdParams, zLink, zOptionalText, zTextOver } from '../fields';
import { zPage } from './public';

// ── content resources (admin spec §2, §3, §7 "Pages", "FAQ", "Articles", "Slides", "Ads", "Blog", §8, §9) ──────────
export const CONTENT_MSG = {
  title: 'Baslik Girin.',
  sort: 'Sira Numarasi Girin.',
  image: 'Gorsel Girin.',
  question: 'Soru Girin.',
  answer: 'Cevap Girin.',
  category: 'Kategori adı girin.',
  place: 'Yer seçin.',
  adType: 'Reklam yeri seçin.',
  postType: 'Tür seçin.',
  date: 'Geçerli bir tarih girin.',
  notFound: 'Kayıt bulunamadı.',
  pageFailed: 'Hata oluştu. İşlem Yapılamadı.',
  postFailed: 'Hata olustu. Islem Yapilamadi.',
  imageRemoved: 'Gorsel Kaldirildi.',
  confirmImageRemove: 'Görseli kaldırmak istediginizden emin misiniz?',
  deleted: 'Silindi.',
  saved: 'Güncellendi.',
  pageCategoryWarning: 'Bu kategorideki sayfalar kategorisiz kalacak. Kategori silinsin mi?',
} as const;
/** spec §9: default order numbers of new items. */
export const CONTENT_DEFAULT_SORT = { article: 5, slide: 5, ad: 5, page: 5, faq: 1 } as const;
export const POST_PAGE_SIZE = 20;

export const zTitle = zTextOver(2, CONTENT_MSG.title);
/** An order number: required (a blank one is refused), 0 … 100,000. */
const zSort = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ error: CONTENT_MSG.sort })
    .int({ error: CONTENT_MSG.sort })
    .min(0, { error: CONTENT_MSG.sort })
    .max(100_000, { error: CONTENT_MSG.sort }),
);
export const zRichText = zOptionalText(MAX_RICH_TEXT);
/** A post's or a page's own link (made from the title when blank). */
export const zLinkText = zOptionalText(500);
/** Where a slide, an ad or an article leads: http(s) or a site path, never another scheme. */
const zTarget = zLink(500);
export const zImage = zFile(CONTENT_MSG.image);
export const zChoice = <T extends number>(values: readonly T[], message: string, fallback?: T) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? fallback : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).refine((n): n is T => values.includes(n as T), { error: message }),
  );
const zIntgelen = z.object({ intgelen: zId(CONTENT_MSG.notFound) });

// articles (home page blocks: yer 1 upper, 2 lower)
export const zAdminArticle = z.object({
  id: z.number(),
  resim: z.string().nullable(),
  baslik: z.string(),
  yer: z.number(),
  metin: z.string(),
  link: z.string(),
  sira: z.number(),
});
const articleFields = {
  baslik: zTitle,
  yer: zChoice([1, 2] as const, CONTENT_MSG.place, 1),
  metin: zRichText,
  link: zTarget,
  sira: zSort,
};
export const zArticleUpdate = z.object(articleFields);
export const zArticleAdd = z.object({ ...articleFields, file: zImage });

// slides
export const zAdminSlide = z.object({
  id: z.number(),
  resim: z.string().nullable(),
  baslik: z.string(),
  basliken: z.string(), // the button's text
  metin: z.string(),
  link: z.string(),
  sira: z.number(),
});
const slideFields = { baslik: zTitle, basliken: zOptionalText(), metin: zRichText, link: zTarget, sira: zSort };
export const zSlideUpdate = z.object(slideFields);
export const zSlideAdd = z.object({ ...slideFields, file: zImage });

// ads (tip: where on the site, AD_TYPES)
export const zAdminAd = z.object({
  id: z.number(),
  resim: z.string().nullable(),
  baslik: z.string(),
  tip: z.number(),
  link: z.string(),
  sira: z.number(),
});
export const zAdType = z.object({ value: z.number(), text: z.string() });
const adFields = {
  baslik: zTitle,
  tip: zChoice(
    AD_TYPES.map((t) => t.value),
    CONTENT_MSG.adType,
  ),
  link: zTarget,
  sira: zSort,
};
export const zAdUpdate = z.object(adFields);
export const zAdAdd = z.object({ ...adFields, file: zImage });

// pages (the public site's shape, zPage) and their footer groups
const zPageCategoryId = z.preprocess(
  (v) =>
    v === '' || v === '0' || v === 0 || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v,
  z.number().int().positive().max(2_147_483_647).nullable(),
);
/** sayfaEkle takes Kat, Ana and Metin capitalised (the legacy form); sayfadetay-{id} lower-case. */
export const zPageAdd = z.object({
  baslik: zTitle,
  Kat: zPageCategoryId,
  Ana: zFormBool,
  link: zLinkText,
  etiketler: zOptionalText(500),
  sira: zSort,
  Metin: zRichText,
});
export const zPageUpdate = z.object({
  baslik: zTitle,
  kat: zPageCategoryId,
  ana: zFormBool,
  link: zLinkText,
  etiketler: zOptionalText(500),
  sira: zSort,
  metin: zRichText,
});
export const zPageCategory = z.object({ id: z.number(), katAd: z.string(), sira: z.number() });
const zCategoryName = zTextOver(2, CONTENT_MSG.category);

// FAQ
export const zAdminFaq = z.object({ id: z.number(), soru: z.string(), cevap: z.string(), sira: z.number() });
const faqFields = {
  soru: zTextOver(2, CONTENT_MSG.question, 1000),
  cevap: zTextOver(2, CONTENT_MSG.answer, MAX_RICH_TEXT),
  sira: zSort,
};

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
export const admin = 'admin' as const;
export const byId = { params: zIdParams };
const list = <T extends z.ZodType>(item: T) => z.array(item);

export const getArticles = defineCall({
  method: 'GET',
  path: '/adn_api/makaleList',
  auth: admin,
  response: list(zAdminArticle),
});
export const addArticle = defineCall({
  method: 'POST',
  path: '/adn_api/makaleEkle',
  auth: admin,
  request: { body: zArticleAdd, encoding: 'multipart' },
  response: zAdminArticle,
});
export const getArticle = defineCall({
  method: 'GET',
  path: '/adn_api/makaledetay-:id',
  auth: admin,
  request: byId,
  response: zAdminArticle,
});
export const updateArticle = defineCall({
  method: 'POST',
  path: '/adn_api/makaledetayGnc-:id',
  auth: admin,
  request: { ...byId, body: zArticleUpdate, encoding: 'form' },
  response: zAdminArticle,
});
export const replaceArticleImage = defineCall({
  method: 'POST',
  path: '/adn_api/makaledetayimg-:id',
  auth: admin,
  request: { ...byId, body: z.object({ file: zImage }), encoding: 'multipart' },
  response: zAdminArticle,
});
export const deleteArticle = defineCall({
  method: 'POST',
  path: '/adn_api/makaledelete-:id',
  auth: admin,
  request: byId,
  response: list(zAdminArticle),
});

export const getSlides = defineCall({
  method: 'GET',
  path: '/adn_api/slideList',
  auth: admin,
  response: list(zAdminSlide),
});
export const addSlide = defineCall({
  method: 'POST',
  path: '/adn_api/slideEkle',
  auth: admin,
  request: { body: zSlideAdd, encoding: 'multipart' },
  response: zAdminSlide,
});
export const getSlide = defineCall({
  method: 'GET',
  path: '/adn_api/slidedetay-:id',
  auth: admin,
  request: byId,
  response: zAdminSlide,
});
export const updateSlide = defineCall({
  method: 'POST',
  path: '/adn_api/slidedetayGnc-:id',
  auth: admin,
  request: { ...byId, body: zSlideUpdate, encoding: 'form' },
  response: zAdminSlide,
});
export const replaceSlideImage = defineCall({
  method: 'POST',
  path: '/adn_api/slidedetayimg-:id',
  auth: admin,
  request: { ...byId, body: z.object({ file: zImage }), encoding: 'multipart' },
  response: zAdminSlide,
});
export const deleteSlide = defineCall({
  method: 'POST',
  path: '/adn_api/slidedelete-:id',
  auth: admin,
  request: byId,
  response: list(zAdminSlide),
});

export const getAds = defineCall({ method: 'GET', path: '/adn_api/reklamList', auth: admin, response: list(zAdminAd) });
export const addAd = defineCall({
  method: 'POST',
  path: '/adn_api/reklamEkle',
  auth: admin,
  request: { body: zAdAdd, encoding: 'multipart' },
  response: zAdminAd,
});
/** GET /adn_api/reklamdetay-{id}: the ad and the places to choose from. */
export const getAd = defineCall({
  method: 'GET',
  path: '/adn_api/reklamdetay-:id',
  auth: admin,
  request: byId,
  response: z.object({ reklam: zAdminAd, tipler: list(zAdType) }),
});
export const updateAd = defineCall({
  method: 'POST',
  path: '/adn_api/reklamdetayGnc-:id',
  auth: admin,
  request: { ...byId, body: zAdUpdate, encoding: 'form' },
  response: zAdminAd,
});
export const replaceAdImage = defineCall({
  method: 'POST',
  path: '/adn_api/reklamdetayimg-:id',
  auth: admin,
  request: { ...byId, body: z.object({ file: zImage }), encoding: 'multipart' },
  response: zAdminAd,
});
export const deleteAd = defineCall({
  method: 'POST',
  path: '/adn_api/reklamdelete-:id',
  auth: admin,
  request: byId,
  response: list(zAdminAd),
});

export const getAdminPages = defineCall({
  method: 'GET',
  path: '/adn_api/sayfaList',
  auth: admin,
  response: list(zPage),
});
export const addPage = defineCall({
  method: 'POST',
  path: '/adn_api/sayfaEkle',
  auth: admin,
  request: { body: zPageAdd },
  response: list(zPage),
});
export const getAdminPage = defineCall({
  method: 'GET',
  path: '/adn_api/sayfadetay-:id',
  auth: admin,
  request: byId,
  response: zPage,
});
export const updatePage = defineCall({
  method: 'POST',
  path: '/adn_api/sayfadetay-:id',
  auth: admin,
  request: { ...byId, body: zPageUpdate },
  response: zPage,
});
export const deletePage = defineCall({
  method: 'POST',
  path: '/adn_api/sayfadelete-:id',
  auth: admin,
  request: byId,
  response: list(zPage),
});

export const getPageCategories = defineCall({
  method: 'GET',
  path: '/adn_api/sayfaKatList',
  auth: admin,
  response: list(zPageCategory),
});
export const addPageCategory = defineCall({
  method: 'POST',
  path: '/adn_api/sayfaKatEkle',
  auth: admin,
  request: { body: z.object({ katad: zCategoryName, sira: zSort }) },
  response: list(zPageCategory),
});
export const updatePageCategory = defineCall({
  method: 'POST',
  path: '/adn_api/sayfaKatdetay',
  auth: admin,
  request: { body: z.object({ id: zId(CONTENT_MSG.notFound), katad: zCategoryName, sira: zSort }) },
  response: list(zPageCategory),
});
/** POST /adn_api/sayfaKatdelete {intgelen}: its pages stay, without a category (after the warning). */
export const deletePageCategory = defineCall({
  method: 'POST',
  path: '/adn_api/sayfaKatdelete',
  auth: admin,
  request: { body: zIntgelen },
  response: list(zPageCategory),
});

export const getAdminFaq = defineCall({
  method: 'GET',
  path: '/adn_api/SSSList',
  auth: admin,
  response: list(zAdminFaq),
});
export const addFaq = defineCall({
  method: 'POST',
  path: '/adn_api/SSSEkle',
  auth: admin,
  request: { body: z.object(faqFields) },
  response: list(zAdminFaq),
});
export const updateFaq = defineCall({
  method: 'POST',
  path: '/adn_api/SSSdetaygnc',
  auth: admin,
  request: { body: z.object({ id: zId(CONTENT_MSG.notFound), ...faqFields }) },
  response: list(zAdminFaq),
});
export const deleteFaq = defineCall({
  method: 'POST',
  path: '/adn_api/SSSdelete',
  auth: admin,
  request: { body: zIntgelen },
  response: list(zAdminFaq),
});
