import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ACTIVATION, MSG, zActivationConfirm, zEmailRequest } from '@tedarik/contract/accounts/public';
import { useState } from 'react';
import type { output, ZodType } from 'zod';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form/form-message';
import type { FormMutation } from '../../../ui/form/use-contract-form';
import { useConfirmActivationCode } from '../api/confirm-activation-code';
import { useSendActivationCode } from '../api/send-activation-code';

/** The spec names no text for a code that went out; this one says where to look. */
const CODE_SENT = 'Aktivasyon kodunuz SMS ile telefonunuza ve e-posta adresinize gönderildi.';

const SEND_ANSWERS: Record<string, Message> = {
  [ACTIVATION.ok]: { color: 'green', text: CODE_SENT },
  [ACTIVATION.success]: { color: 'green', text: MSG.alreadyActive },
  [ACTIVATION.none]: { color: 'red', text: MSG.unknownEmail },
  [ACTIVATION.error]: { color: 'red', text: MSG.activationError },
};

const CONFIRM_ANSWERS: Record<string, Message> = {
  [ACTIVATION.ok]: { color: 'green', text: MSG.activated },
  [ACTIVATION.success]: { color: 'green', text: MSG.alreadyActive },
  [ACTIVATION.not]: { color: 'red', text: MSG.wrongCode },
  [ACTIVATION.none]: { color: 'red', text: MSG.unknownEmail },
  [ACTIVATION.error]: { color: 'red', text: MSG.activationError },
};

const answer = (table: Record<string, Message>, text: string): Message =>
  table[text] ?? { color: 'red', text: text || MSG.activationError };

type Props = {
  /** The logged-in member's address: the e-mail field is then not shown. */
  email?: string;
  /** The account is active now (confirmed, or the server says it already was). */
  onActivated?: () => void;
};

/** Send the activation code (SMS and mail), then enter it (spec §4 "Activation", §8 "Activation dialog"). */
export function ActivationForm({ email: fixedEmail, onActivated }: Props) {
  const [email, setEmail] = useState(fixedEmail ?? '');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const send = useSendActivationCode();
  const confirm = useConfirmActivationCode();
  const waiting = send.isPending || confirm.isPending;

  /** One step: the check, 'Bekleyiniz', the call, the message of its answer; `activated`: the answers meaning active. */
  const step = <S extends ZodType>(
    schema: S,
    values: unknown,
    call: FormMutation<output<S>, string>,
    answers: Record<string, Message>,
    activated: string[],
  ) => {
    const checked = validate(schema, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage({ color: 'blue', text: MSG.wait });
    call.mutate(checked.data, {
      onSuccess: (text) => {
        setMessage(answer(answers, text));
        if (activated.includes(text)) onActivated?.();
      },
      onError: (error) => setMessage({ color: 'red', text: errorText(error) }),
    });
  };
  const sendCode = () => step(zEmailRequest, { email }, send, SEND_ANSWERS, [ACTIVATION.success]);
  const confirmCode = () =>
    step(zActivationConfirm, { email, onayKodu: code }, confirm, CONFIRM_ANSWERS, [ACTIVATION.ok, ACTIVATION.success]);

  return (
    <Stack gap="sm">
      {fixedEmail === undefined && (
        <TextInput
          label="E-posta"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      )}
      <Button variant="light" onClick={sendCode} disabled={waiting}>
        Aktivasyon Kodu Gönder
      </Button>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Aktivasyon Kodu"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button onClick={confirmCode} disabled={waiting}>
          Onayla
        </Button>
      </Group>
      <FormMessage message={message} />
    </Stack>
  );
}
