import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { hasRequestDraft } from '../../../lib/session';

/** Why a visitor's request form led to the login page (issue 47 item 21): beside 'İleri', and on the login page. */
export const DRAFT_NEEDS_LOGIN =
  'Talebi göndermek için giriş yapmanız gerekir. İleri’ye bastığınızda giriş sayfası açılır; yazdıklarınız saklanır ve girişten sonra talebinizi tamamlarsınız.';
export const DRAFT_WAITING = {
  title: 'Talebiniz bekliyor',
  text: 'Talebinizi göndermek için giriş yapın; üye değilseniz ücretsiz üye olun. Yazdıklarınız saklandı: girişten sonra talep formunuz onlarla açılır.',
} as const;

const noSubscription = () => () => {};
const noDraftOnServer = () => false;

/**
 * On the login and registration pages: a visitor's request draft waits for them (the request form sent them here).
 * Nothing when there is none; read after the hydration (the draft is the browser's).
 */
export function DraftWaiting() {
  const waiting = useSyncExternalStore(noSubscription, hasRequestDraft, noDraftOnServer);
  if (!waiting) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={DRAFT_WAITING.title} role="status">
      {DRAFT_WAITING.text}
    </Alert>
  );
}
