import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { output, ZodType } from 'zod';
import { errorText } from '../../../lib/http';
import { ResourceForm } from '../../../ui/admin/resource-form';
import { type FormMutation, useContractForm } from '../../../ui/form/use-contract-form';

type Values = { stgelen: string };

type Props<S extends ZodType> = {
  title: string;
  /** the contract's check of the address or number */
  schema: S;
  mutation: FormMutation<output<S>, string>;
  /** the field, under the note that the stored settings are used */
  children: (form: UseFormReturnType<Values>) => ReactNode;
};

/**
 * 'Deneme gönder' of the mail and SMS screens (admin spec §7): sent at once with the stored settings; the answer
 * ('Deneme Mail Gonderildi.', the gateway's answer) or the transport's error in Turkish stays in the card's alert,
 * where the admin reads it.
 */
export function TestMessageForm<S extends ZodType>({ title, schema, mutation, children }: Props<S>) {
  const state = useContractForm(schema, mutation, {
    initialValues: { stgelen: '' } as Values,
    onSuccess: (answer) => ({ color: 'green', text: answer }),
    onError: (error) => ({ color: 'red', text: errorText(error) }),
  });
  return (
    <ResourceForm state={state} title={title} submit="Gönder">
      <Text size="sm" c="dimmed">
        Kaydedilmiş ayarlarla hemen gönderilir; kaydetmediğiniz değişiklikler kullanılmaz.
      </Text>
      {children(state.form)}
    </ResourceForm>
  );
}
