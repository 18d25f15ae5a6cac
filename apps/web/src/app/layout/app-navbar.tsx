import { Box, NavLink, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/lib/auth';
import type { MenuGroup } from '../menu/menu-groups';
import { menuGroups } from '../menu/menu-groups';
import { visibleMenuGroups } from '../menu/visible-menu-groups';

function MenuGroupLinks({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
        {t(group.labelKey)}
      </Text>
      {group.entries.map((entry) => {
        const isActive = pathname === entry.path;
        return (
          <NavLink
            key={entry.key}
            component={Link}
            to={entry.path}
            label={t(entry.labelKey)}
            leftSection={<entry.icon size={18} aria-hidden />}
            rightSection={entry.badge ? <entry.badge /> : undefined}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Box>
  );
}

/** The menu entries the signed-in user may use, for the account chosen in the header. */
export function AppNavbar({ onNavigate }: { onNavigate?: () => void }) {
  const { ability, role, accountId } = useSession();
  const groups = role ? visibleMenuGroups(menuGroups, { ability, role, accountId }) : [];
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <MenuGroupLinks key={group.key} group={group} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
