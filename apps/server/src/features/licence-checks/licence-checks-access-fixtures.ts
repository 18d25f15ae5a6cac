import type { Executor } from '../../db/client';
import { createLocalFileStorage } from '../../lib/file-storage';
import { buildLicenceCheck, buildWorker } from '../../testing/factories';
import { testFilesDir } from '../../testing/test-app';

// Records the access-matrix test names in its licence-check calls: per account a worker and a check with
// an evidence file. Recording and uploading can be repeated, so nothing is used up.

type AccountFixtures = { workerId: string; checkId: string };

const fixtures = new Map<string, AccountFixtures>();

export const matrixEvidence = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareLicenceChecksAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  const files = createLocalFileStorage(testFilesDir);
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const worker = await buildWorker(
      db,
      { accountId, firstName: 'Maija', lastName: 'Matriisi', profession: 'sairaanhoitaja' },
      { licence: false },
    );
    const check = await buildLicenceCheck(db, {
      accountId,
      workerId: worker.id,
      scope: ['sairaanhoitaja'],
      validUntil: '2026-12-10',
      evidenceKey: await files.put('licence-checks', matrixEvidence),
      evidenceName: 'terhikki.pdf',
    });
    fixtures.set(accountId, { workerId: worker.id, checkId: check.id });
  }
}

function of(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`licence check fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

export const licenceChecksAccessFixtures = {
  workerId: (accountId: string) => of(accountId).workerId,
  checkId: (accountId: string) => of(accountId).checkId,
};
