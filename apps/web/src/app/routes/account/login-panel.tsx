import { Tabs } from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { useState } from 'react';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { DraftWaiting } from '../../../features/requests/components/draft-waiting';
import { setMemberUser } from '../../../lib/session';
import { useLocation, useNavigate } from '../../../ui/navigation';
import { afterLoginPath } from './after-login';

/**
 * The island of the login page (app/island-table.ts, decision 0050): the member and company tabs post the same call
 * (spec §2), so they show one form, which keeps what was typed when the tab changes (a tab tapped before the island
 * was live changes as it comes alive, after the typing it held). Logged in, the member goes on where the page's
 * ?donus= names, or as after-login.ts says: a page load into the members' app on a visitor's page, the router's
 * navigation in the app.
 */
export function LoginPanel() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [tab, setTab] = useState<string | null>('member');
  const onSuccess = (user: SessionUser) => {
    setMemberUser(user);
    navigate(afterLoginPath(search), { replace: true });
  };
  return (
    <>
      {/* a visitor's request form sent them here: its draft waits (issue 47 item 21) */}
      <DraftWaiting />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="member">Üye Girişi</Tabs.Tab>
          <Tabs.Tab value="company">Firma Girişi</Tabs.Tab>
        </Tabs.List>
        {/* one panel, the chosen tab's: the same form in the same place */}
        <Tabs.Panel value={tab ?? 'member'} pt="md">
          <LoginForm onSuccess={onSuccess} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
