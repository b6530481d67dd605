// The back-office's add / edit form (DESIGN §2b "ui/admin"): the form kit's skeleton (contract rules → the spec's
// Turkish messages joined in one alert, busy state) in a card with its save button, a green notification with the
// spec's success text ('Kaydedildi.' where it gives none) and the server's text in the alert after a failure.
import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { output, ZodType } from 'zod';
import { SubmitButton } from '../form/contract-form';
import { FormMessage } from '../form/form-message';
import { FormMessageModal } from '../form/form-message-modal';
import {
  type ContractFormOptions,
  type ContractFormState,
  type FormMutation,
  useContractForm,
} from '../form/use-contract-form';
import { adminErrorText, BUSY, notifySuccess } from './feedback';

/** COPY.md: the success of a save the spec does not word. */
export const SAVED = 'Kaydedildi.';

type Values = Record<string, unknown>;
type After<V extends Values, S extends ZodType> = Parameters<
  NonNullable<ContractFormOptions<V, S, unknown, unknown>['onSuccess']>
>[1];

type ResourceFormOptions<V extends Values, S extends ZodType, Body, Result> = Omit<
  ContractFormOptions<V, S, Body, Result>,
  'onSuccess' | 'onError' | 'initialMessage'
> & {
  /** the notification after success: the spec's text, or one made from the answer; default 'Kaydedildi.' */
  success?: string | ((result: Result) => string);
  /** after the notification: move on (to the list, to the new item), clear a field */
  onSaved?: (result: Result, after: After<V, S>) => void;
  /** the spec's words for this form's failure, before the server's text ('Hata oluştu. İşlem Yapılamadı.') */
  failed?: string;
};

/** useContractForm with the back-office's answers: the success notification and 'Hata oluştu. {server's text}'. */
export function useResourceForm<V extends Values, S extends ZodType, Result>(
  schema: S,
  mutation: FormMutation<output<S>, Result>,
  options: ResourceFormOptions<V, S, output<S>, Result>,
): ContractFormState<V>;
export function useResourceForm<V extends Values, S extends ZodType, Body, Result>(
  schema: S,
  mutation: FormMutation<Body, Result>,
  options: ResourceFormOptions<V, S, Body, Result> & { body: (data: output<S>) => Body },
): ContractFormState<V>;
export function useResourceForm<V extends Values, S extends ZodType, Body, Result>(
  schema: S,
  mutation: FormMutation<Body, Result>,
  { success, onSaved, failed, ...options }: ResourceFormOptions<V, S, Body, Result>,
): ContractFormState<V> {
  return useContractForm(schema, mutation, {
    ...options,
    body: options.body ?? ((data) => data as Body),
    onSuccess: (result, after) => {
      notifySuccess(typeof success === 'function' ? success(result) || SAVED : (success ?? SAVED));
      onSaved?.(result, after);
      return undefined;
    },
    onError: (error) => ({ color: 'red', text: adminErrorText(error, failed) }),
  });
}

type Props = {
  /** useResourceForm's answer (the fields are the children's business) */
  state: Pick<ContractFormState<Values>, 'onSubmit' | 'message' | 'closeMessage' | 'busy'>;
  /** the card's heading; also the form's accessible name */
  title?: string;
  /** the save button's label */
  submit?: string;
  /** more buttons left of the save button ('Vazgeç', a link back) */
  actions?: ReactNode;
  /** the one alert above the fields (default), or a dialog over the page (admin spec §5 member edit form) */
  messageAt?: 'top' | 'modal';
  'aria-label'?: string;
  children: ReactNode;
};

/** The card of a back-office form: heading, the one alert, the fields, and the save button at its foot. */
export function ResourceForm({
  state,
  title,
  submit = 'Kaydet',
  actions,
  messageAt = 'top',
  children,
  ...props
}: Props) {
  return (
    <Card
      component="form"
      onSubmit={state.onSubmit}
      noValidate
      aria-label={props['aria-label'] ?? title}
      withBorder
      radius="md"
      padding="lg"
    >
      {title && (
        <Card.Section withBorder inheritPadding py="sm">
          <Title order={3} fz="lg">
            {title}
          </Title>
        </Card.Section>
      )}
      <Stack gap="sm" pt={title ? 'md' : 0} pb="md">
        {messageAt === 'modal' ? (
          <FormMessageModal message={state.message} onClose={state.closeMessage} />
        ) : (
          <FormMessage message={state.message} onClose={state.closeMessage} />
        )}
        {children}
      </Stack>
      <Card.Section withBorder inheritPadding py="sm">
        <Group justify="flex-end" gap="sm">
          {actions}
          <SubmitButton busy={state.busy} busyLabel={BUSY}>
            {submit}
          </SubmitButton>
        </Group>
      </Card.Section>
    </Card>
  );
}
