import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';

export type Figure = { label: string; value: number };

/** A titled card of labelled numbers, with a link to the list they count when given. */
export function FigureGroup({
  title,
  figures,
  link,
}: {
  title: string;
  figures: Figure[];
  link?: { to: string; label: string };
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {title}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        {figures.map((figure) => (
          <Group key={figure.label} justify="space-between" wrap="nowrap">
            <Text component="dt">{figure.label}</Text>
            <Text component="dd" m={0} fw={700} fz="lg">
              {figure.value}
            </Text>
          </Group>
        ))}
      </Stack>
      {link && (
        <Anchor component={Link} to={link.to} size="sm" mt="sm" display="inline-block">
          {link.label}
        </Anchor>
      )}
    </Paper>
  );
}
