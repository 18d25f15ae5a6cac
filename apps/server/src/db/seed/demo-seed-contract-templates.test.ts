import { renderContractBody } from '@portal/domain/employment-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { contractTemplates } from '../schema/employment-contracts.schema';
import { accounts } from '../schema/tenancy.schema';
import { seedDemoData } from './demo-seed';

const now = new Date('2026-11-28T09:15:00Z');

// Issue 15 §1: an admin can draft a contract right after start, in the account's language or in English.
describe('the demo contract templates', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    await seedDemoData(connection.db, { now, cipher });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('gives every account a template in its language and one in English, each merging cleanly', async () => {
    const templates = await connection.db.select().from(contractTemplates);
    for (const account of await connection.db.select().from(accounts)) {
      const own = templates.filter((template) => template.accountId === account.id);
      expect(own.map((template) => template.locale).sort()).toEqual(
        account.country === 'DE' ? ['de', 'en'] : ['en', 'fi'],
      );
      for (const template of own) {
        const body = renderContractBody(template.body, {
          locale: template.locale,
          worker: { fullName: 'Maija Meikäläinen', firstName: 'Maija', birthday: null },
          employer: { name: 'Hoiva Oy', businessId: null },
          terms: {
            role: 'Lähihoitaja',
            hourlyWageCents: 1750,
            startsOn: '2026-12-01',
            endsOn: null,
            collectiveAgreement: 'SOTE',
            placeOfWork: 'Helsinki',
            probationPeriod: null,
            workingHours: '30 h/vko',
          },
        });
        expect(body).toContain('Maija Meikäläinen');
        expect(body).not.toContain('{{');
      }
    }
  });
});
