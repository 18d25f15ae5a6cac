import { IconSettings } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './settings.paths';

const accountSettingsRoute = {
  handle: { access: routeAccess.accountSettings } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./routes/account-settings.page')).AccountSettingsPage }),
} satisfies RouteObject;

/** The user's profile and password and the account settings (also at its older addresses). */
export const settingsFeature: WebFeature<'settings'> = {
  name: 'settings',
  appRoutes: [paths.accountSettings, ...paths.accountSettingsAliases].map((path) => ({
    path,
    ...accountSettingsRoute,
  })),
  menu: [
    {
      group: 'settings',
      key: 'accountSettings',
      labelKey: 'menu.accountSettings',
      path: paths.accountSettings,
      icon: IconSettings,
      access: routeAccess.accountSettings,
      resource: forEveryRole,
    },
  ],
  liveQueries: [
    { root: 'account-settings', refreshOn: ['AccountSettings'] },
    { root: 'billing-details', refreshOn: ['AccountSettings', 'SellerDetails'] },
  ],
};
