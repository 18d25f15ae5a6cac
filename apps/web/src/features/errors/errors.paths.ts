/** The error screens' addresses, and home, where they lead back to. */
export const paths = {
  root: '/',
  notFound: '/pages/error/error-404',
  notAuthorized: '/pages/error/not-authorized',
} as const;
