import { AD_TYPES } from '@tedarik/contract/constants';
import {
  addAd,
  addArticle,
  addFaq,
  addPage,
  addPageCategory,
  addSlide,
  CONTENT_MSG,
  deleteAd,
  deleteArticle,
  deleteFaq,
  deletePage,
  deletePageCategory,
  deleteSlide,
  getAd,
  getAdminFaq,
  getAdminPage,
  getAdminPages,
  getAds,
  getArticle,
  getArticles,
  getPageCategories,
  getSlide,
  getSlides,
  replaceAdImage,
  replaceArticleImage,
  replaceSlideImage,
  updateAd,
  updateArticle,
  updateFaq,
  updatePage,
  updatePageCategory,
  updateSlide,
} from '@tedarik/contract/content/admin';
import { getAdminCounters, getAdminHome } from '@tedarik/contract/content/admin-home';
import {
  addPost,
  deletePost,
  getAdminPost,
  getAdminPosts,
  removePostImage,
  replacePostImage,
  updatePost,
} from '@tedarik/contract/content/admin-posts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ads, articles, slides } from '../../db/schema/content';
import { adminResource, tableStore } from '../../platform/admin-resource';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { withStoredImage } from '../../platform/images';
import { EVERY_ROLE, route } from '../../platform/route';
import * as content from './admin-content';
import { adminCounters, adminHome } from './admin-home';
import {
  fromAdFields,
  fromArticleFields,
  fromFaqFields,
  fromNewPageFields,
  fromPageFields,
  fromPostFields,
  fromSlideFields,
  toAdminAd,
  toAdminArticle,
  toAdminCounters,
  toAdminFaq,
  toAdminHome,
  toAdminPage,
  toAdminPost,
  toAdminSlide,
  toPageGroup,
} from './wire';

export const contentAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db, storage }) => {
  // articles, slides and ads: resources of the back-office kit
  adminResource(app, storage, {
    folder: 'makalelers',
    notFound: CONTENT_MSG.notFound,
    store: tableStore(db, articles, [asc(articles.place), asc(articles.sort), asc(articles.id)]),
    toWire: toAdminArticle,
    fromWire: fromArticleFields,
    richText: ['metin'],
    calls: {
      list: getArticles,
      detail: getArticle,
      add: addArticle,
      update: updateArticle,
      image: replaceArticleImage,
      remove: deleteArticle,
    },
  });
  adminResource(app, storage, {
    folder: 'sliders',
    notFound: CONTENT_MSG.notFound,
    store: tableStore(db, slides, [asc(slides.sort), asc(slides.id)]),
    toWire: toAdminSlide,
    fromWire: fromSlideFields,
    richText: ['metin'],
    calls: {
      list: getSlides,
      detail: getSlide,
      add: addSlide,
      update: updateSlide,
      image: replaceSlideImage,
      remove: deleteSlide,
    },
  });
  const adStore = tableStore(db, ads, [asc(ads.type), asc(ads.sort), asc(ads.id)]);
  adminResource(app, storage, {
    folder: 'reklamlar',
    notFound: CONTENT_MSG.notFound,
    store: adStore,
    toWire: toAdminAd,
    fromWire: fromAdFields,
    calls: { list: getAds, add: addAd, update: updateAd, image: replaceAdImage, remove: deleteAd },
  });
  route(app, getAd, async (req) => {
    const ad = await adStore.find(req.params.id);
    if (!ad) throw notFound(CONTENT_MSG.notFound);
    return { reklam: toAdminAd(ad), tipler: AD_TYPES.map(({ value, text }) => ({ value, text })) };
  });

  // blog posts and announcements
  route(app, getAdminPosts, async (req) => {
    const page = await content.adminPostPage(db, {
      page: req.params.page,
      type: req.query.tip,
      text: req.query.icerik,
    });
    return { toplamDuyuru: page.total, duyuruListesi: page.rows.map(toAdminPost), adet: page.pages, sayfa: page.page };
  });
  route(app, addPost, (req) => content.addPost(db, fromPostFields(req.body)));
  route(app, getAdminPost, async (req) => toAdminPost(await content.adminPost(db, req.params.id)));
  route(app, updatePost, async (req) =>
    toAdminPost(await content.updatePost(db, req.params.id, fromPostFields(req.body))),
  );
  route(app, replacePostImage, async (req) =>
    toAdminPost(
      await withStoredImage(storage, 'blogs', req.body.file, async (image) =>
        content.setPostImage(db, storage, req.params.id, image.path),
      ),
    ),
  );
  route(app, removePostImage, async (req) => toAdminPost(await content.setPostImage(db, storage, req.params.id, null)));
  route(app, deletePost, async (req) => {
    await content.deletePost(db, storage, req.params.id);
    return CONTENT_MSG.deleted;
  });

  // pages and their footer groups
  const pageList = async () => (await content.adminPages(db)).map(toAdminPage);
  route(app, getAdminPages, pageList);
  route(app, addPage, async (req) => {
    await content.addPage(db, fromNewPageFields(req.body));
    return pageList();
  });
  route(app, getAdminPage, async (req) => toAdminPage(await content.adminPage(db, req.params.id)));
  route(app, updatePage, async (req) => {
    await content.updatePage(db, req.params.id, fromPageFields(req.body));
    return toAdminPage(await content.adminPage(db, req.params.id));
  });
  route(app, deletePage, async (req) => {
    await content.deletePage(db, req.params.id);
    return pageList();
  });
  const groups = async () => (await content.pageGroups(db)).map(toPageGroup);
  route(app, getPageCategories, groups);
  route(app, addPageCategory, async (req) => {
    await content.savePageGroup(db, { name: req.body.katad, sort: req.body.sira });
    return groups();
  });
  route(app, updatePageCategory, async (req) => {
    await content.savePageGroup(db, { id: req.body.id, name: req.body.katad, sort: req.body.sira });
    return groups();
  });
  route(app, deletePageCategory, async (req) => {
    await content.deletePageGroup(db, req.body.intgelen);
    return groups();
  });

  // FAQ: each write answers the list
  const faqList = async () => (await content.adminFaqs(db)).map(toAdminFaq);
  route(app, getAdminFaq, faqList);
  route(app, addFaq, async (req) => {
    await content.saveFaq(db, fromFaqFields(req.body));
    return faqList();
  });
  route(app, updateFaq, async (req) => {
    await content.saveFaq(db, fromFaqFields(req.body));
    return faqList();
  });
  route(app, deleteFaq, async (req) => {
    await content.deleteFaq(db, req.body.intgelen);
    return faqList();
  });

  // the home page
  route(app, getAdminCounters, async () => toAdminCounters(await adminCounters(db)), { roles: EVERY_ROLE });
  route(app, getAdminHome, async () => toAdminHome(await adminHome(db)), { roles: EVERY_ROLE });
};
