import { zCountries, zFooter, zSocialSettings, zTitleAndMeta, zVersion } from '@tedarik/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { countriesWithCities, footer, getSettings, titleAndMeta } from './service';

export const settingsPublicRoutes: FastifyPluginAsyncZod<{ db: Db; version: string }> = async (
  app,
  { db, version },
) => {
  app.get('/api/footer', { schema: { response: { 200: zFooter } } }, () => footer(db));
  app.get('/api/TitleandMeta', { schema: { response: { 200: zTitleAndMeta } } }, () => titleAndMeta(db));
  // The legacy path carries a Turkish İ: clients send it raw or percent-encoded; Fastify decodes both to this path.
  app.get('/api/UlkelerVeİller', { schema: { response: { 200: zCountries } } }, () => countriesWithCities(db));
  app.get('/api/SosyalMedya', { schema: { response: { 200: zSocialSettings } } }, () => getSettings(db, 'social'));
  app.get('/api/version', { schema: { response: { 200: zVersion } } }, () => ({ version }));
};
