import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { shiftInvitations, shifts } from '../../db/schema/shifts.schema';
import { hashToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildShiftInvitationsWorld, type ShiftInvitationsWorld } from './shift-invitations-test-world';

export const start = new Date('2026-11-22T10:00:00Z');
export const hour = 60 * 60 * 1000;
export const linkPattern = /\/invite\/shift-confirmation\/([A-Za-z0-9_-]+)/;

type StaffCallOptions = { token?: string; shiftId?: string; accountId?: string };

/**
 * The shared set-up of the shift-invitations route tests (split by behaviour: sending, answering,
 * revoking): registers the hooks of a fresh app and world per test, and returns the calls the tests make.
 * `test`, `world` and `agentToken` are fields of the returned object because each test gets new ones.
 */
export function useShiftInvitationsRoutes() {
  const context = {
    test: undefined as unknown as TestApp,
    world: undefined as unknown as ShiftInvitationsWorld,
    agentToken: '',
    // Each test answers from its own address, so the per-address limits of the public routes do not carry over.
    address: '',
  };
  let addressCounter = 0;

  beforeAll(async () => {
    context.test = await createTestApp();
  });
  afterAll(async () => {
    await context.test.close();
  });
  beforeEach(async () => {
    context.test.clock.set(start);
    await context.test.database.reset();
    context.world = await buildShiftInvitationsWorld(context.test.database.connection.db);
    context.agentToken = await context.test.signIn(context.world.users.agent.email);
    addressCounter += 1;
    context.address = `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  });

  const db = () => context.test.database.connection.db;
  const invitationsUrl = (shiftId = context.world.shift.id, accountId = context.world.accountA1.id) =>
    `/api/accounts/${accountId}/shifts/${shiftId}/invitations`;
  const invite = (payload: InjectOptions['payload'], options: StaffCallOptions = {}) =>
    context.test.request(options.token ?? context.agentToken, {
      method: 'POST',
      url: invitationsUrl(options.shiftId, options.accountId),
      payload,
    });
  const publicCall = (method: InjectOptions['method'], path: string) =>
    context.test.request(null, {
      method,
      url: `/api/public/shift-invitations/${path}`,
      remoteAddress: context.address,
    });
  const show = (token: string) => publicCall('GET', encodeURIComponent(token));
  const accept = (token: string) => publicCall('POST', `${encodeURIComponent(token)}/accept`);
  const decline = (token: string) => publicCall('POST', `${encodeURIComponent(token)}/decline`);

  /** Invites by e-mail through the API and reads the link's secret from the outbox, as the worker would. */
  async function invitedToken(
    workerId = context.world.worker.id,
    shiftId = context.world.shift.id,
  ): Promise<string> {
    const response = await invite({ workerId, channel: 'email' }, { shiftId });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'shift-invitation'));
    const text = mails.at(-1)?.text ?? '';
    const token = linkPattern.exec(text)?.[1];
    if (!token) {
      throw new Error(`no invitation link in ${text}`);
    }
    return token;
  }

  const revoke = (invitationId: string, options: StaffCallOptions = {}) =>
    context.test.request(options.token ?? context.agentToken, {
      method: 'POST',
      url: `${invitationsUrl(options.shiftId, options.accountId)}/${invitationId}/revoke`,
    });
  const invitationOf = async (token: string) => {
    const [row] = await db()
      .select()
      .from(shiftInvitations)
      .where(eq(shiftInvitations.tokenHash, hashToken(token)));
    if (!row) {
      throw new Error('no invitation for the link');
    }
    return row;
  };

  const shiftRow = async (id = context.world.shift.id) => {
    const [row] = await db().select().from(shifts).where(eq(shifts.id, id));
    return row;
  };

  return Object.assign(context, {
    db,
    invitationsUrl,
    invite,
    show,
    accept,
    decline,
    invitedToken,
    revoke,
    invitationOf,
    shiftRow,
  });
}
