import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled panel (used on the worker page): a landmark named by its heading, with actions beside the title. */
export function PanelSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb="md">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
