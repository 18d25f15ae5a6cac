export const paths = {
  help: '/apps/help',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Every signed-in role reads its own profile, so every role may open the help.
  help: { action: 'read', subject: 'Profile' },
} as const;
