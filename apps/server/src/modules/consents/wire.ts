import type { LegalText } from '@tedarik/contract/consents/consents';
import type { LegalTextRow } from './service';

export const toLegalText = (t: LegalTextRow): LegalText => ({
  id: t.id,
  kind: t.kind as LegalText['kind'],
  version: t.version,
  title: t.title,
  body: t.body,
  requiresConsent: t.requiresConsent,
  publishedAt: t.publishedAt.toISOString(),
});
