import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import {
  contractSigningCodes,
  contractSigningLinks,
  contractTemplates,
  employmentContracts,
} from '../../db/schema/employment-contracts.schema';
import { documents } from '../../db/schema/hr.schema';
import { hashToken } from '../../lib/tokens';
import { buildWorker } from '../../testing/factories';
import { renderContractPdf } from './contract-pdf';

// Records the access-matrix test names in its employment-contract calls: per account a template, a
// worker, a draft and a sent contract, plus drafts and signed contracts to use up (a deleted or cancelled
// draft, a countersigned contract cannot be used again); in the first account, contracts with known link
// secrets (and a known code) for the public routes.

const perAccount = 6;
// The matrix app's clock (createTestClock): codes confirmed "now" and deadlines well after it.
const now = new Date('2026-11-22T10:00:00Z');
const expiresAt = new Date('2027-01-31T21:59:59Z');
export const matrixCode = '246810';

type AccountFixtures = {
  templateId: string;
  archivableTemplateId: string;
  workerId: string;
  draftId: string;
  sentId: string;
  deletables: string[];
  cancellables: string[];
  countersignables: string[];
  used: { delete: number; cancel: number; countersign: number };
};

const fixtures = new Map<string, AccountFixtures>();

export const signingTokens = {
  show: 'matriisi-sopimus-nayta-000000000000000000',
  pdf: 'matriisi-sopimus-pdf-00000000000000000000',
  code: 'matriisi-sopimus-koodi-000000000000000000',
  verify: 'matriisi-sopimus-vahvista-000000000000000',
  sign: 'matriisi-sopimus-allekirjoita-00000000000',
  decline: 'matriisi-sopimus-hylkaa-00000000000000000',
  signedPdf: 'matriisi-sopimus-allekirjoitettu-00000000',
};

const terms = {
  role: 'Lähihoitaja',
  hourlyWageCents: 1700,
  startsOn: '2026-12-01',
  endsOn: null,
  collectiveAgreement: null,
  placeOfWork: null,
  probationPeriod: null,
  workingHours: null,
};

async function storePdf(db: Executor, accountId: string, workerId: string, kind: string, content: Buffer) {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const [row] = await db
    .insert(documents)
    .values({
      accountId,
      ownerUserId: workerId,
      kind,
      fileName: 'matriisi.pdf',
      contentType: 'application/pdf',
      sizeBytes: content.length,
      sha256,
      content,
    })
    .returning({ id: documents.id });
  return { id: row?.id ?? '', sha256 };
}

type ContractValues = Partial<typeof employmentContracts.$inferInsert>;

async function addContract(db: Executor, accountId: string, workerId: string, values: ContractValues = {}) {
  const [row] = await db
    .insert(employmentContracts)
    .values({
      accountId,
      workerId,
      locale: 'fi',
      title: 'Matriisin työsopimus',
      terms,
      startsOn: terms.startsOn,
      body: 'Tehtävä: Lähihoitaja.',
      ...values,
    })
    .returning({ id: employmentContracts.id });
  return row?.id ?? '';
}

/** A sent contract with its stored PDF and a link of a known secret (and a code, when given). */
async function addSentContract(
  db: Executor,
  accountId: string,
  workerId: string,
  token: string | null,
  extra: { code?: { verified: boolean }; signed?: boolean; countersign?: boolean } = {},
) {
  const original = await storePdf(
    db,
    accountId,
    workerId,
    'employment-contract',
    await renderContractPdf({
      contractId: token ?? accountId,
      locale: 'fi',
      title: 'Matriisin työsopimus',
      body: 'Tehtävä: Lähihoitaja.',
      employer: { name: 'Matriisi Oy', businessId: null },
      worker: { fullName: 'Maija Matriisi', birthday: null },
      createdAt: now,
    }),
  );
  const signed = extra.signed
    ? await storePdf(db, accountId, workerId, 'employment-contract-signed', Buffer.from('%PDF-1.4 signed'))
    : null;
  const contractId = await addContract(db, accountId, workerId, {
    status: signed ? 'signed' : 'sent',
    channels: ['email'],
    expiresAt,
    sentAt: now,
    originalSha256: original.sha256,
    countersignRequired: extra.countersign ?? false,
    ...(signed
      ? {
          signedAt: now,
          signedDocumentId: signed.id,
          signedSha256: signed.sha256,
          signerName: 'Maija Matriisi',
        }
      : {}),
  });
  if (token) {
    await db
      .insert(contractSigningLinks)
      .values({ contractId, tokenHash: hashToken(token), purpose: 'sent' });
  }
  if (extra.code) {
    await db.insert(contractSigningCodes).values({
      contractId,
      channel: 'email',
      codeHash: hashToken(`${contractId}:${matrixCode}`),
      expiresAt,
      createdAt: now,
      verifiedAt: extra.code.verified ? now : null,
    });
  }
  return contractId;
}

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareEmploymentContractsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  publicAccountId: string,
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const worker = await buildWorker(db, { accountId, firstName: 'Maija', lastName: 'Matriisi' });
    const [template] = await db
      .insert(contractTemplates)
      .values({ accountId, name: 'Matriisi', locale: 'fi', body: '{{worker.fullName}}: {{role}}, {{wage}}' })
      .returning({ id: contractTemplates.id });
    const [archivable] = await db
      .insert(contractTemplates)
      .values({ accountId, name: 'Arkistoitava', locale: 'en', body: '{{role}}' })
      .returning({ id: contractTemplates.id });
    const draft = () => addContract(db, accountId, worker.id, { templateId: template?.id ?? null });
    const deletables: string[] = [];
    const cancellables: string[] = [];
    const countersignables: string[] = [];
    for (let index = 0; index < perAccount; index += 1) {
      deletables.push(await draft());
      cancellables.push(await draft());
      countersignables.push(
        await addSentContract(db, accountId, worker.id, null, { signed: true, countersign: true }),
      );
    }
    if (accountId === publicAccountId) {
      await addSentContract(db, accountId, worker.id, signingTokens.show);
      await addSentContract(db, accountId, worker.id, signingTokens.pdf);
      await addSentContract(db, accountId, worker.id, signingTokens.code);
      await addSentContract(db, accountId, worker.id, signingTokens.verify, { code: { verified: false } });
      await addSentContract(db, accountId, worker.id, signingTokens.sign, { code: { verified: true } });
      await addSentContract(db, accountId, worker.id, signingTokens.decline);
      await addSentContract(db, accountId, worker.id, signingTokens.signedPdf, { signed: true });
    }
    fixtures.set(accountId, {
      templateId: template?.id ?? '',
      archivableTemplateId: archivable?.id ?? '',
      workerId: worker.id,
      draftId: await draft(),
      sentId: await addSentContract(db, accountId, worker.id, null),
      deletables,
      cancellables,
      countersignables,
      used: { delete: 0, cancel: 0, countersign: 0 },
    });
  }
}

function of(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`employment contract fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

function next(accountId: string, pool: 'delete' | 'cancel' | 'countersign'): string {
  const account = of(accountId);
  account.used[pool] += 1;
  const list = {
    delete: account.deletables,
    cancel: account.cancellables,
    countersign: account.countersignables,
  }[pool];
  return list[(account.used[pool] - 1) % perAccount] as string;
}

export const employmentContractsAccessFixtures = {
  templateId: (accountId: string) => of(accountId).templateId,
  archivableTemplateId: (accountId: string) => of(accountId).archivableTemplateId,
  workerId: (accountId: string) => of(accountId).workerId,
  draftId: (accountId: string) => of(accountId).draftId,
  sentId: (accountId: string) => of(accountId).sentId,
  nextDeletable: (accountId: string) => next(accountId, 'delete'),
  nextCancellable: (accountId: string) => next(accountId, 'cancel'),
  nextCountersignable: (accountId: string) => next(accountId, 'countersign'),
  terms,
};
