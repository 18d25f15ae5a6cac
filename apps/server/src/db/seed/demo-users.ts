import type { StaffRole } from '@portal/domain/access';

/** The password of every demo sign-in. Demo data only: never used outside a local or demo database. */
export const demoPassword = 'demo1234';

export type DemoUser = { email: string; role: StaffRole; firstName: string; lastName: string };

/** The five demo sign-ins, one per staff role (printed by the server at start, used by end-to-end tests). */
export const demoUsers: readonly DemoUser[] = [
  { email: 'super-admin@demo.example', role: 'super-admin', firstName: 'Sari', lastName: 'Lindqvist' },
  {
    email: 'organization-admin@demo.example',
    role: 'organization-admin',
    firstName: 'Olli',
    lastName: 'Kauppinen',
  },
  { email: 'admin@demo.example', role: 'admin', firstName: 'Anne', lastName: 'Rautiainen' },
  { email: 'agent@demo.example', role: 'agent', firstName: 'Aleksi', lastName: 'Pesonen' },
  { email: 'customer@demo.example', role: 'customer', firstName: 'Kirsi', lastName: 'Manninen' },
];

/**
 * The German demo sign-in: an admin of the German account (German locale, German role list). Apart from
 * `demoUsers`, whose five Finnish sign-ins the end-to-end tests copy for every spec.
 */
export const germanDemoUsers: readonly DemoUser[] = [
  { email: 'admin.de@demo.example', role: 'admin', firstName: 'Katrin', lastName: 'Vogel' },
];
