import { Autocomplete, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { zCorrection } from '@tedarik/contract/credits/admin';
import { CREDIT_MSG } from '@tedarik/contract/credits/member';
import { useState } from 'react';
import { formatCount, formatMonth } from '../../../lib/format';
import { DialogForm } from '../../../ui/admin/dialog-form';
import { notifySuccess } from '../../../ui/admin/feedback';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { QueryError } from '../../../ui/query-error';
import { companyCreditsQuery, creditCompaniesQuery, creditStatsQuery, useCorrectCredits } from '../api/admin';
import { LedgerList } from '../components/ledger-list';
import { StatsChart } from './stats-chart';

/**
 * /adminimt/teklif-haklari: credits spent and refunded per day (30 days), a company picked by name or e-mail, its
 * balance and ledger, and the correction form (an amount with a reason; never below zero).
 */
export function CreditsAdminScreen() {
  const stats = useQuery(creditStatsQuery(30));
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 250);
  const found = useQuery(creditCompaniesQuery(q));
  const [picked, setPicked] = useState<number | null>(null);
  const options = (found.data?.items ?? []).map((c) => ({
    value: String(c.memberId),
    label: `${c.companyName} (${c.email})`,
  }));
  return (
    <Stack gap="md">
      <ScreenHeader title="Teklif Hakları" />
      <Title order={3} size="h5">
        Son 30 gün
      </Title>
      {stats.error ? <QueryError error={stats.error} /> : <StatsChart stats={stats.data} />}
      <Autocomplete
        label="Firma"
        placeholder="Firma adı ya da e-posta"
        value={text}
        onChange={setText}
        data={options}
        filter={({ options: all }) => all}
        onOptionSubmit={(value) => {
          setPicked(Number(value));
          setText(options.find((o) => o.value === value)?.label ?? '');
        }}
      />
      {found.error && <QueryError error={found.error} />}
      {picked === null ? (
        <Text size="sm" c="dimmed">
          Bakiyesini ve hareketlerini görmek için bir firma seçin.
        </Text>
      ) : (
        <CompanyCredits key={picked} id={picked} />
      )}
    </Stack>
  );
}

function CompanyCredits({ id }: { id: number }) {
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(companyCreditsQuery(id));
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={240} aria-busy />;
  const first = data.pages[0];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Text fw={700}>{first.companyName}</Text>
          {first.limited ? (
            <Text size="sm">
              Toplam <b>{formatCount(first.total)}</b> teklif hakkı: bu ay {formatCount(first.monthly)}
              {first.month ? ` (${formatMonth(first.month)})` : ''}, ek {formatCount(first.topUp)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Paketi teklif sayısını sınırlamıyor
              {first.topUp > 0 ? ` (ek hakkı: ${formatCount(first.topUp)})` : ''}.
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <CorrectionForm id={id} />
        </Paper>
      </SimpleGrid>
      <Title order={3} size="h5">
        Hareketler
      </Title>
      <LedgerList
        entries={data.pages.flatMap((p) => p.ledger.items)}
        more={hasNextPage}
        loadingMore={isFetchingNextPage}
        onMore={() => void fetchNextPage()}
      />
    </Stack>
  );
}

/** 'Düzeltme': + adds, − takes (from the top-up part), with the reason the ledger and the audit log keep. */
function CorrectionForm({ id }: { id: number }) {
  const state = useContractForm(zCorrection, useCorrectCredits(id), {
    initialValues: { amount: '' as number | string, reason: '' },
    reset: true,
    onSuccess: () => {
      notifySuccess(CREDIT_MSG.corrected);
      return undefined;
    },
  });
  return (
    <DialogForm state={state} submit="Kaydet" onCancel={() => state.form.reset()} aria-label="Düzeltme">
      <Text fw={600}>Düzeltme</Text>
      <NumberInput
        label="Miktar"
        description="Eklemek için artı, düşmek için eksi (ör. -3)"
        allowDecimal={false}
        min={-10_000}
        max={10_000}
        {...state.form.getInputProps('amount')}
      />
      <Textarea label="Neden" maxLength={500} autosize minRows={2} {...state.form.getInputProps('reason')} />
    </DialogForm>
  );
}
