// Content in the legacy Turkish wire shapes (spec §3 "Post", "Slide", "Article block", "FAQ"; admin spec §3 "Page").
import type { Ad, Article, Page, Post } from '@tedarik/contract/content/public';
import { cleanHtml, summary } from '../../platform/html';
import { isoDate } from '../../platform/paging';
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
  cevap: f.answer,
});

export const toSlide = (s: Awaited<ReturnType<typeof slideList>>[number]) => ({
  resim: s.image,
  baslik: s.title,
  metin: s.body,
  link: s.link,
});

export const toArticle = (a: ArticleRow): Article => ({
  id: a.id,
  resim: a.image,
  baslik: a.title,
  metin: cleanHtml(a.body),
  link: a.link,
});

export const toAd = (a: AdRow): Ad => ({ id: a.id, resim: a.image, baslik: a.title, link: a.link, tip: a.type });
