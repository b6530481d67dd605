import { PAGE_SIZE } from '@tedarik/contract/constants';
import {
  getAnnouncementList,
  getBlogList,
  getFaq,
  getHomePage,
  getPage,
  getPost,
  getSlides,
} from '@tedarik/contract/content/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { publicRead } from '../../platform/route-cache';
import { homePage } from './home';
import { faqList, pageByLink, postByLink, postPage, slideList } from './service';
import { toFaq, toPage, toPost, toSlide } from './wire';

const NOT_FOUND = 'İçerik bulunmuyor.';

export const contentPublicRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const posts = async (type: 1 | 2, page: number) => {
    const { rows, total } = await postPage(db, type, page, PAGE_SIZE.posts);
    return { toplamDuyuru: total, duyuruListesi: rows.map((p) => toPost(p, false)) };
  };
  route(app, getBlogList, (req) => posts(1, req.params.page), { cache: publicRead });
  route(app, getAnnouncementList, (req) => posts(2, req.params.page), { cache: publicRead });

  route(
    app,
    getPost,
    async (req) => {
      const post = await postByLink(db, req.params.title);
      if (!post) throw notFound(NOT_FOUND);
      return toPost(post, true);
    },
    { cache: publicRead },
  );
  route(
    app,
    getPage,
    async (req) => {
      const page = await pageByLink(db, req.params.title);
      if (!page) throw notFound(NOT_FOUND);
      return toPage(page);
    },
    { cache: publicRead },
  );

  route(app, getFaq, async () => (await faqList(db)).map(toFaq), { cache: publicRead });
  route(app, getSlides, async () => (await slideList(db)).map(toSlide), { cache: publicRead });
  route(app, getHomePage, () => homePage(ctx), { cache: publicRead });
};
