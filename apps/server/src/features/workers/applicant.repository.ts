import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';

/** An applicant who registered on a public page (issue 16 §1): a worker with status applied, unconfirmed. */
export type NewApplicant = {
  accountId: string;
  organizationId: string | null;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  mobile: string;
  locale: 'fi' | 'en' | 'de' | 'fr' | 'pt';
  profession: string;
  birthday: string;
  addressRegion: string;
  addressCity: string;
  applicationSeeking: string[];
  applicationStart: string | null;
  applicationEnd: string | null;
  createdAt: Date;
};

/** The id of the user with this e-mail (any role, any account; e-mails are unique case-insensitively). */
export async function findUserIdByEmail(executor: Executor, email: string): Promise<string | null> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

/** Inserts the applicant; null when the e-mail got an account meanwhile (the unique index decides). */
export async function createApplicant(executor: Executor, applicant: NewApplicant): Promise<string | null> {
  const rows = await executor
    .insert(users)
    .values({
      ...applicant,
      role: 'worker',
      status: 'applied',
      confirmed: false,
      updatedAt: applicant.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}
