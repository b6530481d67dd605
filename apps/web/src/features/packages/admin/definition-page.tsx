import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Definition } from '@tedarik/contract/packages/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { definitionQuery } from '../api/get-definition';
import { definitionHref } from './links';

type Props = {
  id: number;
  /** 'Paket Detayı', 'Paket Görseli' */
  title: string;
  /** the other screen of the definition */
  other: { label: string; to: (id: number) => string };
  children: (definition: Definition) => ReactNode;
};

/** The frame of a definition's two screens (detail, image): its heading, the links around it, and its data. */
export function DefinitionPage({ id, title, other, children }: Props) {
  const { data, error } = useQuery(definitionQuery(id));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{title}</Title>
          {data && (
            <Text size="sm" c="dimmed">
              {data.baslik}
            </Text>
          )}
        </Stack>
        <Group gap="md">
          <Anchor component={Link} to={other.to(id)} size="sm">
            {other.label}
          </Anchor>
          <Anchor component={Link} to={definitionHref.list} size="sm">
            Paketler
          </Anchor>
        </Group>
      </Group>
      {error ? <QueryError error={error} /> : data ? children(data) : <PageLoader />}
    </Stack>
  );
}
