import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildWorker } from '../../testing/factories';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { findTargetedWorkers } from './targeted-workers.repository';

describe('findTargetedWorkers', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.reset();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reaches the confirmed, accepted workers of the account that the targets match, and nobody else', async () => {
    const db = database.connection.db;
    const account = await buildAccount(db);
    const other = await buildAccount(db);
    const place = { addressRegion: 'Uusimaa', addressCity: 'Espoo', profession: 'lähihoitaja' };
    const reached = await buildWorker(db, { accountId: account.id, ...place });
    const caseApart = await buildWorker(db, { accountId: account.id, ...place, addressCity: 'ESPOO ' });
    await buildWorker(db, { accountId: account.id, ...place, confirmed: false });
    await buildWorker(db, { accountId: account.id, ...place, status: 'deleted' });
    await buildWorker(db, { accountId: account.id, ...place, addressCity: 'Vantaa' });
    await buildWorker(db, { accountId: account.id, ...place, profession: 'sairaanhoitaja' });
    await buildWorker(db, { accountId: other.id, ...place });

    const workers = await findTargetedWorkers(db, account.id, {
      region: 'uusimaa',
      cities: ['Espoo'],
      roles: ['Lähihoitaja'],
    });

    expect(workers.map((worker) => worker.id).sort()).toEqual([reached.id, caseApart.id].sort());
    expect(workers[0]).toMatchObject({ region: 'Uusimaa', profession: 'lähihoitaja' });
  });
});
