import { describe, expect, it } from 'vitest';
import { siteKeys } from '../features/site/api/keys';
import { SETTINGS_VIEWS } from '../lib/settings-views';

// The settings screens refetch these roots after a save; a root renamed in its feature must be renamed there too.
describe('the views a settings save refetches', () => {
  it('are the keys of the site feature that shows the settings', () => {
    expect(SETTINGS_VIEWS.titleAndMeta).toEqual(siteKeys.titleAndMeta());
    expect(SETTINGS_VIEWS.footer).toEqual(siteKeys.footer());
    expect(SETTINGS_VIEWS.social).toEqual(siteKeys.social());
  });
});
