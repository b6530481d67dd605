import { Alert, Button, Divider, Group, Stack, Textarea } from '@mantine/core';
import {
  DATA_REQUEST_CHANNEL_LABELS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  type DataRequest,
} from '@tedarik/contract/privacy/admin';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/http';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { notifySuccess } from '../../../ui/admin/feedback';
import { Fact } from '../../../ui/fact';
import { useCloseDataRequest, useEraseRequestMember, usePrepareRequestExport } from '../api/admin-data-requests';

/**
 * One data request: who, what, when and by when; for one about a present member 'Verilerini Hazırla' (its ZIP, which
 * it downloads from its own 'Gizlilik ve İzinler') and 'Üyeliği Sil' (its account erased as 'Hesabımı Sil' erases it,
 * after a confirmation); then 'Tamamlandı' or 'Reddedildi' with the answer given.
 */
export function DataRequestDetail({ request: r, onDone }: { request: DataRequest; onDone: () => void }) {
  const prepare = usePrepareRequestExport();
  const erase = useEraseRequestMember();
  const close = useCloseDataRequest();
  const [erasing, setErasing] = useState(false);
  const [answer, setAnswer] = useState('');
  const open = r.status === 'acik';
  const failure = prepare.error ?? close.error;
  return (
    <Stack gap="sm">
      <Fact label="Başvuran">
        {r.requesterName || '—'} {r.requesterEmail && `(${r.requesterEmail})`}
      </Fact>
      <Fact label="Üye">
        {r.memberId === null ? 'Bir üyeyle ilişkili değil' : `#${r.memberId}${r.memberPresent ? '' : ' (silindi)'}`}
      </Fact>
      <Fact label="Tür">{DATA_REQUEST_KIND_LABELS[r.kind]}</Fact>
      <Fact label="Kanal">{DATA_REQUEST_CHANNEL_LABELS[r.channel]}</Fact>
      <Fact label="Geliş Tarihi">{formatDate(r.receivedAt, true)}</Fact>
      <Fact label="Son Tarih">{formatDate(r.dueAt)}</Fact>
      {r.note && <Fact label="Not">{r.note}</Fact>}
      {!open && (
        <>
          <Fact label="Durum">
            {DATA_REQUEST_STATUS_LABELS[r.status]} · {r.closedAt && formatDate(r.closedAt, true)}
            {r.closedBy && ` · ${r.closedBy}`}
          </Fact>
          {r.answer && <Fact label="Yanıt">{r.answer}</Fact>}
        </>
      )}
      {open && r.memberId !== null && r.memberPresent && (
        <>
          <Divider />
          <Group>
            <Button
              variant="default"
              loading={prepare.isPending}
              onClick={() => prepare.mutate(r.id, { onSuccess: (a) => notifySuccess(a.message) })}
            >
              Verilerini Hazırla
            </Button>
            <Button color="red" variant="light" onClick={() => setErasing(true)}>
              Üyeliği Sil
            </Button>
          </Group>
        </>
      )}
      {open && (
        <>
          <Divider />
          <Textarea
            label="Yanıt Notu"
            description="Başvurana verilen yanıt ya da yapılan işlem."
            autosize
            minRows={2}
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            {(['reddedildi', 'tamamlandi'] as const).map((status) => (
              <Button
                key={status}
                variant={status === 'tamamlandi' ? 'filled' : 'default'}
                loading={close.isPending && close.variables?.status === status}
                disabled={close.isPending}
                onClick={() =>
                  close.mutate(
                    { id: r.id, status, answer },
                    {
                      onSuccess: () => {
                        notifySuccess('Kaydedildi.');
                        onDone();
                      },
                    },
                  )
                }
              >
                {DATA_REQUEST_STATUS_LABELS[status]}
              </Button>
            ))}
          </Group>
        </>
      )}
      {failure && <Alert color="red">{errorText(failure)}</Alert>}
      <ConfirmModal
        opened={erasing}
        title="Üyeliği Sil"
        message={`Üye #${r.memberId} silinsin mi? Kişisel verileri silinir; bu işlem geri alınamaz.`}
        confirm="Sil"
        color="red"
        onConfirm={async () => {
          const answer = await erase.mutateAsync(r.id);
          notifySuccess(answer.message);
          onDone();
        }}
        onClose={() => setErasing(false)}
      />
    </Stack>
  );
}
