// What the mail and SMS screens share (admin spec §3 "Mail settings", "SMS settings", §7): the account's form, whose
// password comes back empty after a save, beside the card that sends a test message with the stored settings.
import { Grid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SETTINGS_MSG } from '@tedarik/contract/settings/admin';
import type { ReactNode } from 'react';
import type { output, ZodType } from 'zod';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import type { FormMutation } from '../../../ui/form/use-contract-form';

type Props<Stored, V extends Record<string, unknown>, S extends ZodType> = {
  title: string;
  'aria-label': string;
  schema: S;
  mutation: FormMutation<output<S>, Stored>;
  stored: Stored;
  /** the stored settings as the form's values: the password field empty (it is never sent back) */
  valuesOf: (stored: Stored) => V;
  /** the fields */
  children: (input: UseFormReturnType<V>['getInputProps']) => ReactNode;
};

/**
 * The account's form: the spec's ASCII banners of these two screens ('Bilgileriniz guncellendi.', 'Islem Yapilamadi
 * Bilgilerinizi kontrol edin!'); the saved settings become the form's values again.
 */
export function SecretSettingsForm<Stored, V extends Record<string, unknown>, S extends ZodType>({
  schema,
  mutation,
  stored,
  valuesOf,
  children,
  ...props
}: Props<Stored, V, S>) {
  const state = useResourceForm(schema, mutation, {
    initialValues: valuesOf(stored),
    success: SETTINGS_MSG.mailSmsSaved,
    failed: SETTINGS_MSG.mailSmsFailed,
    onSaved: (saved, { form }) => {
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
    },
  });
  return (
    <ResourceForm state={state} title={props.title} aria-label={props['aria-label']}>
      {children(state.form.getInputProps)}
    </ResourceForm>
  );
}

/** The screen: its heading, the account's form, and the test message's card beside it (under it on a phone). */
export function SecretSettingsScreen({ title, form, test }: { title: string; form: ReactNode; test: ReactNode }) {
  return (
    <Stack gap="md">
      <ScreenHeader title={title} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>{form}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{test}</Grid.Col>
      </Grid>
    </Stack>
  );
}
