import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { documentRequests, requestedDocuments } from '../schema/document-requests.schema';
import { users } from '../schema/users.schema';
import { seedDemoData } from './demo-seed';
import { seedIds } from './ids';

const now = new Date('2026-11-28T09:15:00Z');

// Issue 15 §2: HR finds an overdue request and one answered, waiting for review, right after start.
describe('the demo document requests', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    expect(await seedDemoData(connection.db, { now, cipher })).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("asks two of the main account's workers: one request overdue, one answered with a link", async () => {
    const requests = await connection.db.select().from(documentRequests);
    const workers = new Map((await connection.db.select().from(users)).map((user) => [user.id, user]));
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.accountId).toBe(seedIds.accounts.south);
      expect(workers.get(request.workerId)).toMatchObject({
        role: 'worker',
        accountId: seedIds.accounts.south,
      });
    }
    const overdue = requests.find((request) => request.status === 'open');
    expect(overdue?.deadline).toBe('2026-11-21');
    const documents = await connection.db.select().from(requestedDocuments);
    const answered = requests.find((request) => request.status === 'answered');
    expect(documents.filter((document) => document.requestId === answered?.id)).toEqual([
      expect.objectContaining({ status: 'received', answerType: 'link', fileKey: null }),
    ]);
    expect(documents.filter((document) => document.requestId === overdue?.id).map((d) => d.kind)).toEqual([
      'licence',
      'degree',
    ]);
  });
});
