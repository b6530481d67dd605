import { Badge, Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReceivedReview } from '@tedarik/contract/reputation/member';
import { answerReview } from '@tedarik/contract/reputation/member';
import { MAX_ANSWER } from '@tedarik/contract/reputation/texts';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { EmptyText } from '../../../ui/empty-text';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { useAnswerReview } from '../api/answer-review';
import { receivedReviewsQuery } from '../api/get-received-reviews';
import { ReviewCard } from './review-card';

const STATUS = { waiting: 'Onay bekliyor', passive: 'Yayında değil' } as const;

/** 'Firma Yanıtı': once, public on the company page; contact details are hidden as in messages. */
function AnswerForm({ review }: { review: ReceivedReview }) {
  const answer = useContractForm(answerReview.request.body, useAnswerReview(review.id), {
    initialValues: { text: '' },
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: result.message });
      return undefined;
    },
  });
  const text = answer.form.values.text;
  return (
    <ContractForm
      state={answer}
      submit="Yanıtla"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={busyLook(answer.busy)}
      aria-label="Yoruma yanıt ver"
    >
      <Textarea
        label="Firma Yanıtı"
        description={`Yanıtınız bir kez verilir ve firmanızın sayfasında herkese görünür. ${text.trim().length} / ${MAX_ANSWER}`}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MAX_ANSWER}
        {...answer.form.getInputProps('text')}
      />
    </ContractForm>
  );
}

/** The reviews of the member's company, newest first, with the one answer each active review may get. */
export function ReceivedReviews() {
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery(
    receivedReviewsQuery(),
  );
  if (error) return <QueryError error={error} />;
  if (isPending) return <PageLoader />;
  const items = data.pages.flatMap((p) => p.items);
  if (!items.length) return <EmptyText text="Henüz değerlendirme yok." />;
  return (
    <Stack gap="sm">
      {items.map((r) => (
        <ReviewCard key={r.id} review={r}>
          {r.status === true ? (
            r.answer === null && <AnswerForm review={r} />
          ) : (
            <Text size="xs" c="dimmed">
              <Badge variant="light" color="gray" size="sm" mr={6}>
                {r.status === null ? STATUS.waiting : STATUS.passive}
              </Badge>
              Yönetici onayından sonra firmanızın sayfasında görünür ve yanıtlanabilir.
            </Text>
          )}
        </ReviewCard>
      ))}
      {hasNextPage && (
        <Button variant="default" onClick={() => fetchNextPage()} loading={isFetchingNextPage}>
          Daha Fazla
        </Button>
      )}
    </Stack>
  );
}
