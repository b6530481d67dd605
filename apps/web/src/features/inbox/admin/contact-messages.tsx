import { Anchor, Stack, Text } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ContactMessage, INBOX_PAGE_SIZE } from '@tedarik/contract/inbox/admin';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { displayPhone } from '../../../lib/phone-mask';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { StepPager } from '../../../ui/admin/step-pager';
import { QueryError } from '../../../ui/query-error';
import { useDeleteMessage } from '../api/admin-delete-message';
import { contactMessagesQuery } from '../api/admin-get-messages';
import { notifyActionFailed } from './action-failed';
import { ContactMessageDialog } from './contact-message-dialog';
import { messagesHref } from './links';
import { ReadBadge } from './read-badge';

/**
 * iletisim (admin spec §2 "Contact inbox"): the messages of the contact form, newest first, 50 a page (?sayfa=n).
 * The sender opens the detail dialog (which marks an unread message read); 'Sil' asks '{ad} silinsin mi?'. Both
 * calls answer the page, which replaces the list; a failure says 'Hata olustu.Islem yapilamadi.' and reloads it.
 */
export function ContactMessages({ page }: { page: number }) {
  const navigate = useNavigate();
  const { data, error, isFetching, isPlaceholderData, refetch } = useQuery(contactMessagesQuery(page));
  const remove = useDeleteMessage(page);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const reload = useCallback(() => void refetch(), [refetch]);

  // a page past the end (its last message deleted, an old link): the page before it
  const beyond = Boolean(data && !isPlaceholderData && data.length === 0 && page > 1);
  useEffect(() => {
    if (beyond) navigate(messagesHref(page - 1), { replace: true });
  }, [beyond, page, navigate]);

  const columns: Column<ContactMessage>[] = [
    {
      header: 'Gönderen',
      cell: (m) => (
        <Stack gap={0} miw={0}>
          <Anchor
            component="button"
            type="button"
            fw={m.oku ? 400 : 700}
            ta="left"
            onClick={() => setOpen(m)}
            aria-label={`Mesajı aç: ${m.ad}`}
          >
            {m.ad}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {m.email}
          </Text>
        </Stack>
      ),
    },
    { header: 'Telefon', cell: (m) => (m.tel ? displayPhone(m.tel) : '–'), nowrap: true },
    { header: 'Tarih', cell: (m) => formatDate(m.tarih, true), nowrap: true },
    { header: 'Durum', cell: (m) => <ReadBadge read={m.oku} />, nowrap: true },
  ];

  return (
    <Stack gap="md">
      <ScreenHeader title="İletişim Mesajları" subtitle="İletişim formundan gelen mesajlar." />
      {error ? (
        <QueryError error={error} />
      ) : (
        <>
          <ResourceTable
            label="İletişim mesajları"
            columns={columns}
            rows={data}
            rowKey={(m) => m.id}
            loading={isFetching}
            minWidth={640}
            actions={{
              name: (m) => m.ad,
              more: [
                { label: 'Detay', icon: <IconEye size={16} aria-hidden />, onClick: (m) => setOpen(m) },
                // a KVKK request that came through the form goes to the data-request queue (issue 53 item 4)
                {
                  label: 'Veri Talebi Olarak Kaydet',
                  icon: <IconLock size={16} aria-hidden />,
                  href: (m) =>
                    adminHref.dataRequestFrom({
                      name: m.ad,
                      email: m.email,
                      message: m.mesaj,
                      day: m.tarih.slice(0, 10),
                    }),
                },
              ],
              onDelete: async (m) => {
                try {
                  await remove.mutateAsync(m.id);
                  notifySuccess('Silindi.');
                } catch (failure) {
                  notifyActionFailed(failure);
                  reload();
                }
              },
            }}
          />
          {data && <StepPager page={page} hasNext={data.length >= INBOX_PAGE_SIZE} hrefFor={(n) => messagesHref(n)} />}
        </>
      )}
      {open && <ContactMessageDialog message={open} page={page} onFailed={reload} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
