import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { maskContacts } from '@tedarik/contract/conversations/masking';
import { MAX_MESSAGE } from '@tedarik/contract/conversations/member';
import { kindWords } from '../thread';

type Props = TextareaProps & {
  value: string;
  /** an offer of the thread's supplier is accepted: nothing is hidden any more */
  accepted: boolean;
};

/**
 * A message's box with its count, warning as the member types what the other side will not see until an offer is
 * accepted: the server's rules (contract/conversations/masking.ts), so the warning and the answer agree.
 */
export function MessageField({ value, accepted, ...props }: Props) {
  const hidden = accepted ? [] : maskContacts(value).kinds;
  return (
    <>
      <Textarea
        description={`${value.length} / ${MAX_MESSAGE}`}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MAX_MESSAGE}
        value={value}
        {...props}
      />
      {hidden.length > 0 && (
        <Text size="xs" c="red.9" role="status">
          Teklif kabul edilene kadar karşı taraf görmeyecek: {kindWords(hidden)}
        </Text>
      )}
    </>
  );
}
