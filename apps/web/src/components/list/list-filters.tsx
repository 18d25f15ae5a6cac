import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';

type ListFiltersProps = {
  /** The text search: always on screen, above the rows. */
  search?: ReactNode;
  /** Every other filter (and the order); on a phone they wait in a drawer. */
  children: ReactNode;
  /** Filters in use besides the search, shown on the button that opens the drawer. */
  activeCount: number;
  /** How the search and filters look on a wide screen, when not simply one under the other. */
  wideLayout?: ReactNode;
};

/**
 * A list's filters. On a wide screen they show as they are; below `sm` they fold into a drawer opened by a
 * "Filters" button that counts the filters in use, so the rows start on the first screen.
 */
export function ListFilters({ search, children, activeCount, wideLayout }: ListFiltersProps) {
  const { t } = useTranslation();
  const isNarrow = useNarrowScreen();
  const [opened, { open, close }] = useDisclosure(false);

  if (!isNarrow) {
    return (
      wideLayout ?? (
        <Stack gap="sm">
          {search}
          {children}
        </Stack>
      )
    );
  }

  return (
    <Stack gap="sm">
      {search}
      <Group gap="xs">
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={open}>
          {activeCount > 0
            ? t('lists.filters.buttonCount', { count: activeCount })
            : t('lists.filters.button')}
        </Button>
      </Group>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="85%"
        title={t('lists.filters.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          {children}
          <Button onClick={close}>{t('lists.filters.showResults')}</Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}

/** How many of the named filters have a value (the search, order and page are not filters). */
export function countActiveFilters(values: Record<string, unknown>, names: readonly string[]): number {
  return names.filter((name) => {
    const value = values[name];
    return value !== undefined && value !== null && value !== '' && value !== false;
  }).length;
}
