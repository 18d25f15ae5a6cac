import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label and its value in a definition list (`<dl>`): a detail page, the shift drawer, a confirmation. */
export function DefinitionItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}
