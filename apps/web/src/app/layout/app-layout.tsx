import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SearchButton } from '@/features/search/components/search-button';
import { VersionCheck } from '@/features/system/components/version-check';
import { useLiveEvents } from '@/lib/use-live-events';
import { AccountSwitcher } from './account-switcher';
import { AppNavbar } from './app-navbar';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { searchResultPaths } from './search-result-paths';
import { mainContentId, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

/** The signed-in shell: header (<header>), menu (<nav>) and the page (<main>). */
export function AppLayout() {
  const { t } = useTranslation();
  const [isMenuOpen, menu] = useDisclosure(false);
  // One live events stream for the whole signed-in session: lists, calendar and badges refresh themselves.
  useLiveEvents();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isMenuOpen}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('menu.toggle')}
            />
            <Text fw={700} visibleFrom="xs">
              {t('app.name')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SearchButton pathOf={searchResultPaths} />
            <AccountSwitcher />
            <LanguageSwitcher />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {/* The menu scrolls on its own: on a short window its last links (settings) must stay reachable. */}
      <AppShell.Navbar p="sm" aria-label={t('menu.navigation')} style={{ overflowY: 'auto' }}>
        <AppNavbar onNavigate={menu.close} />
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
      <VersionCheck enabled={!import.meta.env.DEV} />
    </AppShell>
  );
}
