import type { Executor } from '../../db/client';
import { questionnaireInvitations, questionnaires } from '../../db/schema/communications.schema';
import { hashToken } from '../../lib/tokens';
import { buildWorker } from '../../testing/factories';

// Records the access-matrix test names in its questionnaire calls: per account an open questionnaire and
// some to delete (a deleted one cannot be deleted again); in the first account a link with a known secret.

const perAccount = 12;
type AccountFixtures = { questionnaireId: string; deletables: string[]; used: number };
const fixtures = new Map<string, AccountFixtures>();

export const questionnairePublicToken = 'matriisi-kysely-linkki-000000000000000000';

const questions = [
  {
    id: 'vuoro',
    type: 'single_choice',
    text: 'Mikä vuoro sopii?',
    required: true,
    options: [
      { id: 'aamu', label: 'Aamu' },
      { id: 'ilta', label: 'Ilta' },
    ],
  },
];

async function addQuestionnaire(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .insert(questionnaires)
    .values({ accountId, title: 'Matriisin kysely', isDraft: false, expiresOn: '2027-01-31', questions })
    .returning({ id: questionnaires.id });
  return row?.id ?? '';
}

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareQuestionnairesAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  publicAccountId: string,
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const questionnaireId = await addQuestionnaire(db, accountId);
    const deletables: string[] = [];
    for (let index = 0; index < perAccount; index += 1) {
      deletables.push(await addQuestionnaire(db, accountId));
    }
    if (accountId === publicAccountId) {
      const worker = await buildWorker(db, { accountId, firstName: 'Maija', lastName: 'Matriisi' });
      await db.insert(questionnaireInvitations).values({
        questionnaireId,
        workerId: worker.id,
        tokenHash: hashToken(questionnairePublicToken),
      });
    }
    fixtures.set(accountId, { questionnaireId, deletables, used: 0 });
  }
}

function of(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`questionnaire fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

export const questionnairesAccessFixtures = {
  questionnaireId: (accountId: string) => of(accountId).questionnaireId,
  nextDeletable: (accountId: string) => {
    const account = of(accountId);
    account.used += 1;
    return account.deletables[(account.used - 1) % perAccount] as string;
  },
};
