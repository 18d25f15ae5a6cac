import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * The one section card: a titled part of a page or form, a landmark named by its heading, with actions
 * beside the title (detail pages, the settings page, the sections of the long forms).
 */
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
