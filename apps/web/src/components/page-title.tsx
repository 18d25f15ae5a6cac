import { Title } from '@mantine/core';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The page's one h1, which also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
