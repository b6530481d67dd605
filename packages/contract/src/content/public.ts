// Public content: posts (blog / announcements), pages, FAQ, slides, articles, ads, the home page (spec §3, §7).
import { z } from 'zod';
import { defineCall } from '../call';
import { zSectors } from '../catalog/public';
import { zLinkParam, zPageNumber } from '../fields';

export const zPost = z.object({
  id: z.number(),
  baslik: z.string(),
  metin: z.string(),
  resim: z.string().nullable(),
  link: z.string(),
  tarih: z.string(), // YYYY-MM-DD
  tip: z.number(), // 1 blog, 2 announcement
  etiketler: z.string(),
});
export type Post = z.infer<typeof zPost>;

/** GET /api/blogList-{page}, /api/duyuruList-{page}: the page's posts (text trimmed to a summary) and the total. */
export const zPostPage = z.object({ toplamDuyuru: z.number(), duyuruListesi: z.array(zPost) });
export type PostPage = z.infer<typeof zPostPage>;

/** GET /api/Sayfadetay/{title} */
export const zPage = z.object({
  sf: z.object({
    id: z.number(),
    baslik: z.string(),
    sira: z.number(),
    ana: z.boolean(),
    link: z.string(),
    etiketler: z.string(),
    metin: z.string(),
    kat: z.number().nullable(),
  }),
  katAd: z.string().nullable(),
});
export type Page = z.infer<typeof zPage>;

export const zFaq = z.object({ id: z.number(), soru: z.string(), cevap: z.string() });
export const zFaqList = z.array(zFaq);

export const zSlide = z.object({
  resim: z.string().nullable(),
  baslik: z.string(),
  metin: z.string(),
  link: z.string(),
});
export const zSlideList = z.array(zSlide);

export const zArticle = z.object({
  id: z.number(),
  resim: z.string().nullable(),
  baslik: z.string(),
  metin: z.string(),
  link: z.string(),
});
export type Article = z.infer<typeof zArticle>;

export const zAd = z.object({
  id: z.number(),
  resim: z.string().nullable(),
  baslik: z.string(),
  link: z.string(),
  tip: z.number(),
});
export type Ad = z.infer<typeof zAd>;

export const zCounters = z.object({ uyeC: z.number(), firmaC: z.number(), urunC: z.number(), talepC: z.number() });
export type Counters = z.infer<typeof zCounters>;

/** GET /api/indexpage: counters, upper articles, sectors, lower articles, home banners. */
export const zHomePage = z.object({
  counted: zCounters,
  ustBlogData: z.array(zArticle),
  kategoriList: zSectors,
  altkoleksiyonlar: z.array(zArticle),
  reklamList: z.array(zAd),
});
export type HomePage = z.infer<typeof zHomePage>;

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
const pageParams = z.object({ page: zPageNumber });
const linkParams = z.object({ title: zLinkParam });

/** GET /api/blogList-{page}: blog posts, newest first. */
export const getBlogList = defineCall({
  method: 'GET',
  path: '/api/blogList-:page',
  auth: 'none',
  request: { params: pageParams },
  response: zPostPage,
});

/** GET /api/duyuruList-{page}: announcements, newest first. */
export const getAnnouncementList = defineCall({
  method: 'GET',
  path: '/api/duyuruList-:page',
  auth: 'none',
  request: { params: pageParams },
  response: zPostPage,
});

/** GET /api/blogdetay/{link}: one blog post or announcement (tip 2) with its full, sanitised text. */
export const getPost = defineCall({
  method: 'GET',
  path: '/api/blogdetay/:title',
  auth: 'none',
  request: { params: linkParams },
  response: zPost,
});

/** GET /api/Sayfadetay/{link}: a static page and its group name. */
export const getPage = defineCall({
  method: 'GET',
  path: '/api/Sayfadetay/:title',
  auth: 'none',
  request: { params: linkParams },
  response: zPage,
});

export const getFaq = defineCall({ method: 'GET', path: '/api/sss', auth: 'none', response: zFaqList });
export const getSlides = defineCall({ method: 'GET', path: '/api/slideList', auth: 'none', response: zSlideList });
/** GET /api/indexpage: counters, upper and lower article blocks, sectors and home banners. */
export const getHomePage = defineCall({ method: 'GET', path: '/api/indexpage', auth: 'none', response: zHomePage });
