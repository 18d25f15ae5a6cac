import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHelpCircle, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/features/auth/auth.paths';
import { paths as helpPaths } from '@/features/help/help.paths';
import { useSession } from '@/lib/auth';
import { fullPageLoad } from '@/lib/full-page-load';

/** The signed-in user's name (the menu button) and role, with Help and Sign out in the menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, role, signOut } = useSession();
  if (!user || !role) {
    return null;
  }

  const handleSignOut = async () => {
    await signOut();
    // The login page is served outside the app (decision 0049).
    fullPageLoad.replace(paths.login);
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" visibleFrom="md">
        {t(`roles.${role}`)}
      </Text>
      {/* No focus placeholder: axe reports a focusable presentational child of role="menu". */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          {/* The name stays part of the accessible name: it is the button's visible text. */}
          <UnstyledButton aria-label={t('header.userMenu', { name: user.fullName })}>
            <Group gap={6} wrap="nowrap">
              <IconUserCircle size={22} aria-hidden />
              <Text size="sm" fw={600}>
                {user.fullName}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={helpPaths.help}
            leftSection={<IconHelpCircle size={16} aria-hidden />}
          >
            {t('help.menu')}
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void handleSignOut()}>
            {t('header.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
