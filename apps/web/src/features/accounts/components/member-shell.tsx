import { Anchor, Breadcrumbs, Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@tedarik/contract/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { MEMBER_HOME } from '../../../lib/paths';
import { loginHref } from '../../../lib/return-path';
import { useRouteTitle } from '../../../lib/route-title';
import { getMemberUser, setMemberUser, useMemberUser } from '../../../lib/session';
import { verifyMemberQuery } from '../api/verify-member';
import { ActivationBox } from './activation-box';
import { MemberMenu, type MemberMenuItem } from './member-menu';
import { ProfileCard } from './profile-card';

/**
 * The frame of every /account-d* page (spec §2 "All member pages show a welcome line with the member's name, the
 * company in the breadcrumb, and a sidebar"). Mounting it refreshes the stored user from GET /api/uyeDogrula; the page
 * inside may still be loading its chunk (app/lazy-page.tsx).
 */
export function MemberShell({
  menuOf,
  children,
}: {
  /** a role's side menu (the app's table of member screens) */
  menuOf: (role: Role) => readonly MemberMenuItem[];
  children: ReactNode;
}) {
  const user = useMemberUser();
  const title = useRouteTitle();
  const location = useLocation();
  const verified = useQuery({ ...verifyMemberQuery(user?.email ?? null), enabled: Boolean(user) });
  // once the member activates here, the box stays as the confirmation
  const [activatedHere, setActivatedHere] = useState(false);

  useEffect(() => {
    // only the answer for the login still stored (not one for a login replaced in another tab meanwhile)
    if (verified.data && verified.data.email === getMemberUser()?.email) setMemberUser(verified.data);
  }, [verified.data]);

  // Logged out in another tab, or the session ended: the guard's job, done here for pages already shown.
  if (!user) return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;

  return (
    <Stack gap="md">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to="/" size="sm">
          Ana Sayfa
        </Anchor>
        <Anchor component={Link} to={MEMBER_HOME} size="sm">
          {user.firma || user.adSoyad}
        </Anchor>
        {title && title !== 'Hesabım' && <Text size="sm">{title}</Text>}
      </Breadcrumbs>
      <Title order={3}>Hoş geldiniz, {user.adSoyad}</Title>
      <Grid gap="md">
        {/* on small screens the page comes first, the menu under it */}
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <ProfileCard user={user} />
            <MemberMenu items={menuOf(user.role)} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            {(!user.aktif || activatedHere) && (
              <ActivationBox email={user.email} onActivated={() => setActivatedHere(true)} />
            )}
            {children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
