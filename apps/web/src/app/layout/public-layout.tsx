import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { mainContentId, SkipLink } from './skip-link';

/** The full-page layout of the login and error pages. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('app.name')}</Text>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Box>
      <Container component="main" id={mainContentId} tabIndex={-1} size="md" py="xl">
        <Outlet />
      </Container>
    </>
  );
}
