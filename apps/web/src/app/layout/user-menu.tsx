import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/** The signed-in user's name and role, with Sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, role, signOut } = useSession();
  if (!user || !role) {
    return null;
  }

  const handleSignOut = async () => {
    await signOut();
    await navigate(paths.login, { replace: true });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu', { name: user.fullName })}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" color="blue" name={user.fullName} aria-hidden />
            <div>
              <Text size="sm" fw={600} lh={1.2}>
                {user.fullName}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {t(`roles.${role}`)}
              </Text>
            </div>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(`roles.${role}`)}</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void handleSignOut()}>
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
