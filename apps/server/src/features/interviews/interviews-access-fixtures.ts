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

type Kind = 'template' | 'waiting' | 'in_progress';

/** One insert per account (the matrix prepares every feature before its first test, within one hook). */
async function addInterviews(db: Executor, accountId: string, applicantId: string, kinds: Kind[]) {
  const rows = await db
    .insert(interviews)
    .values(
      kinds.map((kind) => ({
        accountId,
        isTemplate: kind === 'template',
        templateName: kind === 'template' ? 'Matriisin pohja' : null,
        applicantId: kind === 'template' ? null : applicantId,
        applicantEmail: kind === 'template' ? null : 'matriisi.hakija@example.fi',
        state: kind === 'template' ? ('waiting' as const) : kind,
        steps,
      })),
    )
    .returning({ id: interviews.id });
  return rows.map((row) => row.id);
}

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareInterviewsAccessFixtures(db: Executor, accountIds: readonly string[]) {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const applicant = await buildApplicant(db, { accountId, firstName: 'Hilkka', lastName: 'Hakija' });
    const spare = Array.from({ length: perAccount }, () => ['template', 'waiting'] as const).flat();
    const [templateId, waitingId, inProgressId, ...rest] = await addInterviews(db, accountId, applicant.id, [
      'template',
      'waiting',
      'in_progress',
      ...spare,
    ]);
    fixtures.set(accountId, {
      applicantId: applicant.id,
      templateId: templateId ?? '',
      waitingId: waitingId ?? '',
      inProgressId: inProgressId ?? '',
      deletables: rest.filter((_, index) => index % 2 === 0),
      movables: rest.filter((_, index) => index % 2 === 1),
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
