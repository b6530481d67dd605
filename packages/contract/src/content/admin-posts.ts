// The back-office's blog posts and announcements (admin spec §7 "Blog"): their rules and calls.
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { zDay, zOptionalText, zPageNumber, zSearchText } from '../fields';
import { admin, byId, CONTENT_MSG, zChoice, zImage, zLinkText, zRichText, zTitle } from './admin';

// blog posts and announcements (tip 1 blog, 2 announcement)
export const zAdminPost = z.object({
  id: z.number(),
  tip: z.number(),
  baslik: z.string(),
  metin: z.string(),
  resim: z.string().nullable(),
  etiketler: z.string(),
  link: z.string(),
  tarih: z.string(), // YYYY-MM-DD
});
export const zPostWrite = z.object({
  tip: zChoice([1, 2] as const, CONTENT_MSG.postType, 1),
  baslik: zTitle,
  tarih: z.preprocess((v) => (v === '' || v === null ? undefined : v), zDay(CONTENT_MSG.date).optional()),
  link: zLinkText, // blank: made from the title
  etiketler: zOptionalText(500),
  metin: zRichText,
});
export const zPostListQuery = z.object({
  icerik: zSearchText.optional(),
  tip: z.preprocess((v) => (v === undefined || v === '' ? 0 : Number(v)), z.number().catch(0)),
});
export const zAdminPostPage = z.object({
  toplamDuyuru: z.number(),
  duyuruListesi: z.array(zAdminPost),
  adet: z.number(), // pages
  sayfa: z.number(),
});

/** GET /adn_api/blogList-{page}?icerik=&tip=: posts newest first, 20 a page; tip 0 all, 1 blog, 2 announcement. */
export const getAdminPosts = defineCall({
  method: 'GET',
  path: '/adn_api/blogList-:page',
  auth: admin,
  request: { params: z.object({ page: zPageNumber }), query: zPostListQuery },
  response: zAdminPostPage,
});
/** POST /adn_api/blogEkle (JSON) → the new post's id; the editor of that post opens next. */
export const addPost = defineCall({
  method: 'POST',
  path: '/adn_api/blogEkle',
  auth: admin,
  request: { body: zPostWrite },
  response: z.number(),
});
export const getAdminPost = defineCall({
  method: 'GET',
  path: '/adn_api/blogdetay-:id',
  auth: admin,
  request: byId,
  response: zAdminPost,
});
export const updatePost = defineCall({
  method: 'POST',
  path: '/adn_api/blogdetay-:id',
  auth: admin,
  request: { ...byId, body: zPostWrite },
  response: zAdminPost,
});
export const replacePostImage = defineCall({
  method: 'POST',
  path: '/adn_api/blogdetayimg-:id',
  auth: admin,
  request: { ...byId, body: z.object({ file: zImage }), encoding: 'multipart' },
  response: zAdminPost,
});
/** POST /adn_api/blogdetayimgremove-{id} (after 'Görseli kaldırmak istediginizden emin misiniz?') → the post. */
export const removePostImage = defineCall({
  method: 'POST',
  path: '/adn_api/blogdetayimgremove-:id',
  auth: admin,
  request: byId,
  response: zAdminPost,
});
export const deletePost = defineCall({
  method: 'POST',
  path: '/adn_api/blogdelete-:id',
  auth: admin,
  request: byId,
  response: TEXT,
});
