import { Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { PUSH_MSG } from '@tedarik/contract/push/member';
import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/http';
import { useTurnPushOff } from '../api/delete-push-subscription';
import { pushKeyQuery } from '../api/get-push-key';
import { useTurnPushOn } from '../api/save-push-subscription';
import { type BrowserPush, browserPush, PUSH_TEXT, PushRefusal } from '../browser-push';

/**
 * 'Tarayıcı bildirimleri': on, the browser asks for permission and this browser is alerted of a new message, offer or
 * matching request while no page of the site is open; off, its subscription goes. The state is the browser's own.
 */
export function PushSwitch() {
  const [state, setState] = useState<BrowserPush | undefined>();
  const key = useQuery({ ...pushKeyQuery(), enabled: state === 'off' || state === 'on' });
  const on = useTurnPushOn();
  const off = useTurnPushOff();
  const busy = on.isPending || off.isPending;

  useEffect(() => {
    browserPush().then(setState, () => setState('unsupported'));
  }, []);

  const toggle = (wanted: boolean) => {
    const done = (message: string) => {
      notifications.show({ color: 'green', message });
      void browserPush().then(setState);
    };
    const failed = (err: unknown) => {
      notifications.show({ color: 'red', message: err instanceof PushRefusal ? err.message : errorText(err) });
      void browserPush().then(setState);
    };
    if (wanted && key.data) on.mutate(key.data.publicKey, { onSuccess: () => done(PUSH_MSG.saved), onError: failed });
    if (!wanted) off.mutate(undefined, { onSuccess: () => done(PUSH_MSG.removed), onError: failed });
  };

  const hint =
    state === 'unsupported'
      ? PUSH_TEXT.unsupported
      : state === 'denied'
        ? PUSH_TEXT.denied
        : 'Site kapalıyken yeni mesaj, teklif ve talepler bu tarayıcıda bildirim olarak gösterilir.';
  return (
    <Switch
      label="Tarayıcı bildirimleri"
      description={
        <Text span size="sm" c="dimmed">
          {hint}
        </Text>
      }
      checked={state === 'on'}
      disabled={state === undefined || state === 'unsupported' || state === 'denied' || busy || !key.data}
      onChange={(e) => toggle(e.currentTarget.checked)}
      aria-busy={busy || state === undefined}
    />
  );
}
