import { describe, expect, it } from 'vitest';
import { contentKeys } from '../features/content/api/keys';
import { memberKeys } from '../features/members/api/keys';
import { productKeys } from '../features/products/api/keys';
import { requestKeys } from '../features/requests/api/keys';
import { siteKeys } from '../features/site/api/keys';
import { CONTENT_VIEWS } from '../lib/content-views';

// The content screens refetch these roots after a write; a root renamed in its feature must be renamed there too.
describe('the views a content write refetches', () => {
  it('are the roots of the features that show the content', () => {
    expect(CONTENT_VIEWS.publicContent).toEqual(contentKeys.all);
    expect(CONTENT_VIEWS.homePage).toEqual(contentKeys.home());
    expect(CONTENT_VIEWS.slides).toEqual(contentKeys.slides());
    expect(CONTENT_VIEWS.faq).toEqual(contentKeys.faq());
    expect(contentKeys.page('hakkimizda').slice(0, 2)).toEqual(CONTENT_VIEWS.pages);
    expect(contentKeys.posts('blog', 1).slice(0, 2)).toEqual(CONTENT_VIEWS.posts);
    expect(contentKeys.post('haber').slice(0, 2)).toEqual(CONTENT_VIEWS.post);
    expect(CONTENT_VIEWS.footer).toEqual(siteKeys.footer());
    expect(CONTENT_VIEWS.publicRequests).toEqual(requestKeys.all);
    expect(memberKeys.company(7).slice(0, 2)).toEqual(CONTENT_VIEWS.companyPages);
    expect(memberKeys.company(7)[0]).toEqual(productKeys.all[0]);
  });
});
