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
import { isoDate } from '../../platform/paging';
import { route } from '../../platform/route';
import { memberCounts } from '../members/service';
import { pendingRatings } from '../offers/service';
import { toAdminRating } from '../offers/wire';
import { pendingApplications } from '../packages/service';
import { toSubscription } from '../packages/wire';
import { productCount } from '../products/service';
import { pendingRequests, requestCount } from '../requests/service';
import { toAdminRow } from '../requests/wire';
import { pendingTickets } from '../support/service';
import * as content from './admin-content';
import {
  fromAdFields,
  fromArticleFields,
  fromSlideFields,
  toAdminAd,
  toAdminArticle,
  toAdminFaq,
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
  route(app, addPost, (req) => content.addPost(db, req.body as content.PostInput));
  route(app, getAdminPost, async (req) => toAdminPost(await content.adminPost(db, req.params.id)));
  route(app, updatePost, async (req) =>
    toAdminPost(await content.updatePost(db, req.params.id, req.body as content.PostInput)),
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
    const { Kat, Ana, Metin, ...rest } = req.body;
    await content.addPage(db, { ...rest, kat: Kat, ana: Ana, metin: Metin });
    return pageList();
  });
  route(app, getAdminPage, async (req) => toAdminPage(await content.adminPage(db, req.params.id)));
  route(app, updatePage, async (req) => {
    await content.updatePage(db, req.params.id, req.body);
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
    await content.saveFaq(db, req.body);
    return faqList();
  });
  route(app, updateFaq, async (req) => {
    await content.saveFaq(db, req.body);
    return faqList();
  });
  route(app, deleteFaq, async (req) => {
    await content.deleteFaq(db, req.body.intgelen);
    return faqList();
  });

  route(app, getAdminCounters, async () => {
    const [people, products, requests] = await Promise.all([memberCounts(db), productCount(db), requestCount(db)]);
    return { uyeC: people.all, firmaC: people.companies, urunC: products, talepC: requests };
  });

  route(app, getAdminHome, async () => {
    const [ratings, tickets, applications, requests] = await Promise.all([
      pendingRatings(db),
      pendingTickets(db),
      pendingApplications(db),
      pendingRequests(db),
    ]);
    return {
      indexFirmaYorumList: ratings.map(toAdminRating),
      indexDestekTalepleriList: tickets.map((t) => ({
        id: t.id,
        baslik: t.subject,
        tarih: isoDate(t.createdAt),
        donus: t.customerLast,
        uyeAd: t.memberName,
        uyeid: t.memberId,
      })),
      // waiting applications: not running
      indexPaketList: applications.map((row) => ({
        ...toSubscription({ ...row, running: false }),
        uy: { uyeid: row.member.id, firma: row.member.companyName, adsoyad: row.member.fullName },
      })),
      indexTalepList: requests.map(toAdminRow),
    };
  });
};
