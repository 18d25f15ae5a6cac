import { tuberculosisQuestions } from '@portal/domain/onboarding';
import type { Executor } from '../../db/client';
import { documentRequests, requestedDocuments } from '../../db/schema/document-requests.schema';
import { employmentContracts } from '../../db/schema/employment-contracts.schema';
import { onboardingChecklists, tuberculosisSurveys } from '../../db/schema/onboarding.schema';
import { createLocalFileStorage } from '../../lib/file-storage';
import { hashToken } from '../../lib/tokens';
import { buildWorker } from '../../testing/factories';
import { testFilesDir } from '../../testing/test-app';

// Records the access-matrix test names in its onboarding calls: per account a worker with a mobile, a survey
// to read and answered surveys to review (a reviewed one cannot be reviewed again); in the first account,
// links with known secrets for the public routes.

const perAccount = 8;
type AccountFixtures = {
  workerId: string;
  surveyId: string;
  reviewables: string[];
  cancellables: string[];
  used: { review: number; cancel: number };
};
const fixtures = new Map<string, AccountFixtures>();

export const publicTokens = {
  surveyShow: 'matriisi-tuberkuloosikysely-nayta-00000000',
  surveyAnswer: 'matriisi-tuberkuloosikysely-vastaa-0000000',
  getStarted: 'matriisi-aloitus-000000000000000000000000000',
} as const;

// Well after the tests' clock (2026-11-22), so no link has expired.
const linkExpiresAt = new Date('2027-01-31T10:00:00Z');
/** A real, minimal PDF. */
export const matrixPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const noAnswers = Object.fromEntries(
  tuberculosisQuestions.map((question) => [question, { yes: false, details: null }]),
);

async function addSurvey(
  db: Executor,
  accountId: string,
  workerId: string,
  token: string,
  status: 'sent' | 'answered',
) {
  const [row] = await db
    .insert(tuberculosisSurveys)
    .values({
      accountId,
      workerId,
      locale: 'fi',
      tokenHash: hashToken(token),
      linkExpiresAt,
      status,
      ...(status === 'answered' ? { answers: noAnswers, answeredAt: linkExpiresAt } : {}),
    })
    .returning({ id: tuberculosisSurveys.id });
  return row?.id ?? '';
}

const getStartedDocuments = {
  link: { requestId: '', documentId: '' },
  file: { requestId: '', documentId: '' },
};

async function addWaitingRequest(db: Executor, accountId: string, workerId: string, title: string) {
  const [request] = await db
    .insert(documentRequests)
    .values({ accountId, workerId, title, tokenHash: hashToken(`matriisi-${title}`), linkExpiresAt })
    .returning({ id: documentRequests.id });
  const [document] = await db
    .insert(requestedDocuments)
    .values({ requestId: request?.id ?? '', position: 0, name: 'Verokortti', kind: 'tax-card' })
    .returning({ id: requestedDocuments.id });
  return { requestId: request?.id ?? '', documentId: document?.id ?? '' };
}

/** A new worker with the checklist link, an open survey, two open requests and a contract to sign. */
async function prepareGetStarted(db: Executor, accountId: string) {
  const worker = await buildWorker(db, { accountId, firstName: 'Uusi', lastName: 'Matriisi' });
  await db.insert(onboardingChecklists).values({
    accountId,
    workerId: worker.id,
    locale: 'fi',
    tokenHash: hashToken(publicTokens.getStarted),
    linkExpiresAt,
  });
  await addSurvey(db, accountId, worker.id, 'matriisi-aloitus-tb', 'sent');
  getStartedDocuments.link = await addWaitingRequest(db, accountId, worker.id, 'aloitus-linkki');
  getStartedDocuments.file = await addWaitingRequest(db, accountId, worker.id, 'aloitus-tiedosto');
  await db.insert(employmentContracts).values({
    accountId,
    workerId: worker.id,
    locale: 'fi',
    title: 'Työsopimus',
    terms: {},
    startsOn: '2026-12-01',
    body: 'Matriisin sopimus',
    status: 'sent',
    channels: ['email'],
    sentAt: linkExpiresAt,
    expiresAt: linkExpiresAt,
  });
}

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareOnboardingAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  publicAccountId: string,
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const worker = await buildWorker(db, {
      accountId,
      firstName: 'Maija',
      lastName: 'Matriisi',
      mobile: '+358401112233',
    });
    const surveyId = await addSurvey(db, accountId, worker.id, `matriisi-tb-${accountId}`, 'sent');
    // A checklist with a tax card, for HR's progress view and the payroll roles' download.
    await db.insert(onboardingChecklists).values({
      accountId,
      workerId: worker.id,
      locale: 'fi',
      tokenHash: hashToken(`matriisi-aloitus-${accountId}`),
      linkExpiresAt,
      taxCardFileKey: await createLocalFileStorage(testFilesDir).put('tax-cards', matrixPdf),
      taxCardContentType: 'application/pdf',
      taxCardSizeBytes: matrixPdf.length,
      taxCardSha256: 'matriisi',
      taxWithholdingPercent: 12.5,
      taxCardAt: linkExpiresAt,
    });
    const reviewables: string[] = [];
    const cancellables: string[] = [];
    for (let index = 0; index < perAccount; index += 1) {
      cancellables.push(
        await addSurvey(db, accountId, worker.id, `matriisi-tb-peru-${accountId}-${index}`, 'sent'),
      );
      reviewables.push(
        await addSurvey(db, accountId, worker.id, `matriisi-tb-${accountId}-${index}`, 'answered'),
      );
    }
    if (accountId === publicAccountId) {
      await addSurvey(db, accountId, worker.id, publicTokens.surveyShow, 'sent');
      await addSurvey(db, accountId, worker.id, publicTokens.surveyAnswer, 'sent');
      await prepareGetStarted(db, accountId);
    }
    fixtures.set(accountId, {
      workerId: worker.id,
      surveyId,
      reviewables,
      cancellables,
      used: { review: 0, cancel: 0 },
    });
  }
}

function of(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`onboarding fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

export const onboardingAccessFixtures = {
  getStartedDocument: (kind: 'link' | 'file') => getStartedDocuments[kind],
  workerId: (accountId: string) => of(accountId).workerId,
  surveyId: (accountId: string) => of(accountId).surveyId,
  nextReviewable: (accountId: string) => {
    const account = of(accountId);
    account.used.review += 1;
    return account.reviewables[(account.used.review - 1) % perAccount] as string;
  },
  nextCancellable: (accountId: string) => {
    const account = of(accountId);
    account.used.cancel += 1;
    return account.cancellables[(account.used.cancel - 1) % perAccount] as string;
  },
};
