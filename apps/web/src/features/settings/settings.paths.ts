export const paths = {
  accountSettings: '/apps/settings/account-settings',
  /** Older addresses of the account settings page that stay valid. */
  accountSettingsAliases: ['/settings/account-settings', '/pages/account-setting'],
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // The page holds the user's own profile and password, so every signed-in role may open it; the account
  // settings form on it has its own, account-scoped check.
  accountSettings: { action: 'read', subject: 'Profile' },
} as const;
