import { describe, expect, it } from 'vitest';
import { accountKeys } from '../features/accounts/api/keys';
import { contentKeys } from '../features/content/api/keys';
import { productAdminKeys } from '../features/products/api/admin-keys';
import { productKeys } from '../features/products/api/keys';
import { requestAdminKeys } from '../features/requests/api/admin-keys';
import { requestKeys } from '../features/requests/api/keys';
import { CATALOGUE_VIEWS } from '../lib/catalogue-views';

// The catalogue's screens refetch these roots after a write; a root renamed in its feature must be renamed there too.
describe('the views a catalogue write refetches', () => {
  it('are the roots of the features that show the catalogue', () => {
    expect(CATALOGUE_VIEWS.publicProducts).toEqual(productKeys.all);
    expect(CATALOGUE_VIEWS.publicRequests).toEqual(requestKeys.all);
    expect(CATALOGUE_VIEWS.homePage).toEqual(contentKeys.home());
    expect(CATALOGUE_VIEWS.memberArea).toEqual(accountKeys.all);
    expect(productKeys.own('a@b.c').slice(0, 1)).toEqual(CATALOGUE_VIEWS.memberArea);
    expect(requestKeys.own('a@b.c').slice(0, 1)).toEqual(CATALOGUE_VIEWS.memberArea);
    expect(CATALOGUE_VIEWS.adminRequests).toEqual(requestAdminKeys.all);
    expect(CATALOGUE_VIEWS.adminProducts).toEqual(productAdminKeys.all);
    expect(CATALOGUE_VIEWS.adminCatalogChoices).toEqual(productAdminKeys.catalogChoices());
  });
});
