import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LEGAL_TEXT_LABELS } from '@tedarik/contract/consents/consents';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { RichText } from '../../../ui/rich-text';
import { myConsentsQuery, useAnswerLegalText } from '../api/consents';

/**
 * After login, in the member area (issue 53 item 1): a new version of a text that needs explicit consent (Açık Rıza,
 * Ticari Elektronik İleti Onayı) is asked again in a dialog, accepted or declined (both recorded); a new version of an
 * informed text (Aydınlatma Metni, Üyelik Sözleşmesi) is shown in a notice the member closes. Once a session each.
 */
export function ConsentPrompt() {
  const consents = useQuery({ ...myConsentsQuery(), staleTime: 5 * 60_000 });
  const answer = useAnswerLegalText();
  const [later, setLater] = useState<string[]>([]);
  const pending = (consents.data?.pending ?? []).filter((t) => !later.includes(t.kind));
  const ask = pending.find((t) => t.requiresConsent);
  const told = pending.filter((t) => !t.requiresConsent);
  const reply = (kind: (typeof pending)[number], granted: boolean) =>
    answer.mutate(
      { kind: kind.kind, version: kind.version, granted },
      { onError: () => setLater((l) => [...l, kind.kind]) },
    );
  return (
    <>
      {told.length > 0 && !ask && (
        <Alert
          color="blue"
          mb="md"
          withCloseButton
          closeButtonLabel="Kapat"
          onClose={() => {
            for (const t of told) reply(t, true);
          }}
          title="Metinlerimiz güncellendi"
        >
          {told.map((t) => `${LEGAL_TEXT_LABELS[t.kind]} (sürüm ${t.version})`).join(', ')} güncellendi. Güncel
          metinleri Gizlilik ve İzinler sayfasında okuyabilirsiniz.
        </Alert>
      )}
      <Modal
        opened={ask !== undefined}
        onClose={() => ask && setLater((l) => [...l, ask.kind])}
        title={ask ? `${LEGAL_TEXT_LABELS[ask.kind]} güncellendi (sürüm ${ask.version})` : ''}
        size="lg"
      >
        {ask && (
          <Stack gap="sm">
            <Text size="sm">Devam etmeden önce metnin yeni sürümünü okuyup onayınızı belirtin.</Text>
            <ScrollArea.Autosize mah={360}>
              <RichText html={ask.body} />
            </ScrollArea.Autosize>
            {answer.error && <Alert color="red">{errorText(answer.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" loading={answer.isPending} onClick={() => reply(ask, false)}>
                Onaylamıyorum
              </Button>
              <Button loading={answer.isPending} onClick={() => reply(ask, true)}>
                Onaylıyorum
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
