import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of the worker page, a landmark named by its heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" mb="md" id={titleId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
