import { isFinnishIban } from '@portal/domain/billing';
import { parseIdentityCode } from '@portal/domain/payroll';
import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { workerPaymentDetails } from '../schema/users.schema';
import { seedDemoData } from './demo-seed';
import { buildPaymentDetails } from './payment-details';
import { buildWorkers } from './workers';

const now = new Date('2026-03-25T09:15:00Z');
// Seals nothing, so the built rows can be read as they are.
const clear: PersonalDataCipher = { encrypt: (value) => value, decrypt: (value) => value };

describe('the demo workers’ payment details', () => {
  const workers = buildWorkers(now).users;
  const rows = buildPaymentDetails(workers, clear, now);
  const byWorkerId = (list: { workerId: string }[]) =>
    [...list].sort((a, b) => a.workerId.localeCompare(b.workerId));

  it('gives the workers valid identity codes of their birthdays and valid Finnish IBANs with their BIC', () => {
    for (const row of rows) {
      const worker = workers.find((candidate) => candidate.id === row.workerId);
      if (row.identityCodeCipher) {
        expect(parseIdentityCode(row.identityCodeCipher)?.birthDate, row.identityCodeCipher).toBe(
          worker?.birthday,
        );
      }
      if (row.ibanCipher) {
        expect(isFinnishIban(row.ibanCipher), row.ibanCipher).toBe(true);
        expect(row.bic).toMatch(/^(NDEAFIHH|OKOYFIHH|DABAFIHH)$/);
      }
    }
    const complete = rows.filter((row) => row.identityCodeCipher && row.ibanCipher);
    expect(complete.length).toBe(workers.length - 3);
  });

  it('leaves three workers incomplete: one with nothing on file, one without a code, one without an IBAN', () => {
    expect(workers.length - rows.length).toBe(1);
    expect(rows.filter((row) => !row.identityCodeCipher)).toHaveLength(1);
    expect(rows.filter((row) => !row.ibanCipher)).toHaveLength(1);
  });

  it('draws the same values every run', () => {
    expect(buildPaymentDetails(workers, clear, now)).toEqual(rows);
  });

  it('stores them sealed with the instance key, opening to the same values', async () => {
    const connection = await openPglite();
    try {
      await migrateDatabase(connection);
      await seedDemoData(connection.db, { now, cipher });
      const stored = await connection.db.select().from(workerPaymentDetails);
      expect(stored.every((row) => row.ibanCipher === null || row.ibanCipher.startsWith('v1.'))).toBe(true);
      const opened = stored.map(({ updatedBy: _by, ...row }) => ({
        ...row,
        identityCodeCipher: row.identityCodeCipher && cipher.decrypt(row.identityCodeCipher),
        ibanCipher: row.ibanCipher && cipher.decrypt(row.ibanCipher),
      }));
      const expected = rows.map((row) => ({ identityCodeCipher: null, ibanCipher: null, bic: null, ...row }));
      expect(byWorkerId(opened)).toEqual(byWorkerId(expected));
    } finally {
      await connection.close();
    }
  });
});
