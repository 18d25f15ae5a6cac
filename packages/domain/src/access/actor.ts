import type { StaffRole } from './roles';

/** Who is acting: what the server knows about the signed-in user after checking the access token. */
export type Actor = {
  userId: string;
  role: StaffRole;
  organizationId: string | null;
  /** The accounts this actor may act on. */
  accountIds: string[];
  /** For a customer limited to some areas of its account; null means every area of the account. */
  areaIds: string[] | null;
};
