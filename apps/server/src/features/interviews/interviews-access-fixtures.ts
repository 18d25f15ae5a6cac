import type { Executor } from '../../db/client';
import { interviews } from '../../db/schema/interviews.schema';
import { buildApplicant, questionSteps } from './interviews-test-world';

// Records the access-matrix test names in its interview calls: per account an applicant, a template, a
// waiting interview (schedule, assign) and one in progress (answer), plus templates and waiting
// interviews to use up (a deleted template or a moved interview cannot be deleted or moved again).

const perAccount = 8;
type AccountFixtures = {
  applicantId: string;
  templateId: string;
  waitingId: string;
  inProgressId: string;
  deletables: string[];
  movables: string[];
  used: { delete: number; move: number };
};

const fixtures = new Map<string, AccountFixtures>();
const steps = questionSteps.map((step) => ({ options: [], ...step, answer: null }));

async function addInterview(
  db: Executor,
  values: { accountId: string; applicantId?: string; state?: 'waiting' | 'in_progress' },
): Promise<string> {
  const [row] = await db
    .insert(interviews)
    .values({
      accountId: values.accountId,
      isTemplate: values.applicantId === undefined,
      templateName: values.applicantId === undefined ? 'Matriisin pohja' : null,
      applicantId: values.applicantId ?? null,
      applicantEmail: values.applicantId === undefined ? null : 'matriisi.hakija@example.fi',
      state: values.state ?? 'waiting',
      steps,
    })
    .returning({ id: interviews.id });
  return row?.id ?? '';
}

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareInterviewsAccessFixtures(db: Executor, accountIds: readonly string[]) {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const applicant = await buildApplicant(db, { accountId, firstName: 'Hilkka', lastName: 'Hakija' });
    const interview = (state?: 'waiting' | 'in_progress') =>
      addInterview(db, { accountId, applicantId: applicant.id, state });
    const deletables: string[] = [];
    const movables: string[] = [];
    for (let index = 0; index < perAccount; index += 1) {
      deletables.push(await addInterview(db, { accountId }));
      movables.push(await interview());
    }
    fixtures.set(accountId, {
      applicantId: applicant.id,
      templateId: await addInterview(db, { accountId }),
      waitingId: await interview(),
      inProgressId: await interview('in_progress'),
      deletables,
      movables,
      used: { delete: 0, move: 0 },
    });
  }
}

function of(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`interview fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

function next(accountId: string, kind: 'delete' | 'move'): string {
  const account = of(accountId);
  account.used[kind] += 1;
  const list = kind === 'delete' ? account.deletables : account.movables;
  return list[(account.used[kind] - 1) % perAccount] as string;
}

export const interviewsAccessFixtures = {
  applicantId: (accountId: string) => of(accountId).applicantId,
  templateId: (accountId: string) => of(accountId).templateId,
  waitingId: (accountId: string) => of(accountId).waitingId,
  inProgressId: (accountId: string) => of(accountId).inProgressId,
  nextDeletable: (accountId: string) => next(accountId, 'delete'),
  nextMovable: (accountId: string) => next(accountId, 'move'),
};
