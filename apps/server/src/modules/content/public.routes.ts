import { PAGE_SIZE } from '@tedarik/contract/constants';
import { zFaqList, zHomePage, zPage, zPost, zPostPage, zSlideList } from '@tedarik/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { zLinkParam, zPageQuery } from '../../platform/paging';
import { faqList, pageByLink, postByLink, postPage, slideList } from './service';

const zPageParam = z.object({ page: zPageQuery.shape.sayfa });
const zTitle = z.object({ title: zLinkParam });

export const contentPublicRoutes: FastifyPluginAsyncZod<{
  db: Db;
  homePage: () => Promise<z.infer<typeof zHomePage>>;
}> = async (app, { db, homePage }) => {
  const list = { params: zPageParam, response: { 200: zPostPage } };
  app.get('/api/blogList-:page', { schema: list }, (req) => postPage(db, 1, req.params.page, PAGE_SIZE.posts));
  app.get('/api/duyuruList-:page', { schema: list }, (req) => postPage(db, 2, req.params.page, PAGE_SIZE.posts));

  app.get('/api/blogdetay/:title', { schema: { params: zTitle, response: { 200: zPost } } }, async (req) => {
    const post = await postByLink(db, req.params.title);
    if (!post) throw notFound('İçerik bulunmuyor.');
    return post;
  });

  app.get('/api/Sayfadetay/:title', { schema: { params: zTitle, response: { 200: zPage } } }, async (req) => {
    const page = await pageByLink(db, req.params.title);
    if (!page) throw notFound('İçerik bulunmuyor.');
    return page;
  });

  app.get('/api/sss', { schema: { response: { 200: zFaqList } } }, () => faqList(db));
  app.get('/api/slideList', { schema: { response: { 200: zSlideList } } }, () => slideList(db));
  app.get('/api/indexpage', { schema: { response: { 200: zHomePage } } }, () => homePage());
};
