import { ActionIcon, Badge, Indicator, Popover, Tabs } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MEMBER_LOGOUT } from '../../../lib/paths';
import { alertNotificationsQuery } from '../api/get-alert-notifications';
import { requestNotificationsQuery } from '../api/get-request-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationList } from './notification-list';

type Kind = 'talepler' | 'uyarilar';
const TABS: { kind: Kind; label: string }[] = [
  { kind: 'talepler', label: 'Talepler' },
  { kind: 'uyarilar', label: 'Uyarılar' },
];

/**
 * One bell, two lists (spec §2 "notification dropdowns"): 'Talepler', new requests for the company's products, and
 * 'Uyarılar', news of my own requests and offers, each with its unread count. Showing a list marks it read
 * (POST /api/bildirimOkundu); what was unread then stays marked 'Yeni' until the dropdown closes.
 */
export default function NotificationsDropdown() {
  // Not on the logout page: its token is being revoked, and a call answered 'cikis' there would send the browser to
  // the logout page again while it is already leaving it (the logout page runs once and stays).
  const enabled = useLocation().pathname.toLowerCase() !== MEMBER_LOGOUT.toLowerCase();
  const lists = {
    talepler: useQuery({ ...requestNotificationsQuery(), enabled }),
    uyarilar: useQuery({ ...alertNotificationsQuery(), enabled }),
  };
  const mark = useMarkNotificationsRead();
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<Kind>('talepler');
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const unread = (kind: Kind) => lists[kind].data?.okunmamis ?? 0;
  const total = unread('talepler') + unread('uyarilar');

  const show = (kind: Kind) => {
    setTab(kind);
    const list = lists[kind].data;
    if (!list || list.okunmamis === 0) return;
    setFresh((before) => new Set([...before, ...list.liste.filter((n) => !n.okundu).map((n) => n.id)]));
    mark.mutate(kind);
  };
  const toggle = () => {
    if (opened) return close();
    setOpened(true);
    // the list with news first
    show(unread('talepler') === 0 && unread('uyarilar') > 0 ? 'uyarilar' : tab);
  };
  const close = () => {
    setOpened(false);
    setFresh(new Set());
  };

  return (
    <Popover opened={opened} onDismiss={close} position="bottom-end" width={360} withArrow shadow="md" trapFocus>
      <Indicator label={total} size={18} disabled={total === 0} color="red" offset={4} inline>
        {/* the target gets aria-haspopup, aria-expanded and aria-controls from the popover */}
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={toggle}
            aria-label={total > 0 ? `Bildirimler (${total} okunmamış)` : 'Bildirimler'}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-label="Bildirimler" role="dialog">
        <Tabs value={tab} onChange={(value) => value && show(value as Kind)} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map(({ kind, label }) => (
              <Tabs.Tab
                key={kind}
                value={kind}
                rightSection={
                  unread(kind) > 0 ? (
                    <Badge size="xs" color="red" circle aria-label={`${unread(kind)} okunmamış`}>
                      {unread(kind)}
                    </Badge>
                  ) : null
                }
              >
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ kind }) => (
            <Tabs.Panel key={kind} value={kind}>
              <NotificationList query={lists[kind]} fresh={fresh} onNavigate={close} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Popover.Dropdown>
    </Popover>
  );
}
