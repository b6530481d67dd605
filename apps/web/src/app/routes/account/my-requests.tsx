import { Button, Group, Tabs, Title } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { OwnRequestList } from '../../../features/requests/components/own-request-list';
import { MEMBER_CREATE_REQUEST } from '../../../features/requests/links';
import { useMemberUser } from '../../../lib/session';

const FINISHED_TAB = 'biten';

/**
 * /account-d-detay-taleplerim: my requests, active and finished (spec §2). The tab is in the URL (?sekme=biten), so
 * coming back from a request's page shows the same one.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const finished = params.get('sekme') === FINISHED_TAB;
  const user = useMemberUser();
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Title order={2}>Taleplerim</Title>
        {user?.role === 'basic' && (
          <Button component={Link} to={MEMBER_CREATE_REQUEST} leftSection={<IconFilePlus size={18} />}>
            Talep Oluştur
          </Button>
        )}
      </Group>
      <Tabs
        value={finished ? FINISHED_TAB : 'aktif'}
        onChange={(value) => setParams(value === FINISHED_TAB ? { sekme: FINISHED_TAB } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="aktif">Aktif Talepler</Tabs.Tab>
          <Tabs.Tab value={FINISHED_TAB}>Biten Talepler</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="aktif" pt="md">
          <OwnRequestList finished={false} />
        </Tabs.Panel>
        <Tabs.Panel value={FINISHED_TAB} pt="md">
          <OwnRequestList finished />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
