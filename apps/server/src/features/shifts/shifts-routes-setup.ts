import { type CalendarShifts, calendarShiftsSchema, decodeCalendarShifts } from '@portal/domain/shifts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { shifts } from '../../db/schema/shifts.schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildShiftsWorld, type ShiftsWorld } from './shifts-test-world';

export type ErrorBody = { code: string };

export const novemberRange = 'from=2026-11-01T00:00:00%2B02:00&to=2026-12-01T00:00:00%2B02:00';

/**
 * The shared set-up of the shifts route tests (split by behaviour: calendar and detail, assignment,
 * changes): registers the hooks of a fresh app and world per test, and returns the calls the tests make.
 * `test`, `world` and the tokens are fields of the returned object because each test gets new ones.
 */
export function useShiftsRoutes() {
  const context = {
    test: undefined as unknown as TestApp,
    world: undefined as unknown as ShiftsWorld,
    agentToken: '',
    customerToken: '',
  };

  beforeAll(async () => {
    context.test = await createTestApp();
  });
  afterAll(async () => {
    await context.test.close();
  });
  beforeEach(async () => {
    await context.test.database.reset();
    context.test.clock.set(new Date('2026-11-22T10:00:00Z'));
    context.world = await buildShiftsWorld(context.test.database.connection.db);
    context.agentToken = await context.test.signIn(context.world.users.agent.email);
    context.customerToken = await context.test.signIn(context.world.users.customer.email);
  });

  const db = () => context.test.database.connection.db;
  const base = (accountId = context.world.accountA1.id) => `/api/accounts/${accountId}/shifts`;

  async function stored(shiftId: string) {
    const [row] = await db().select().from(shifts).where(eq(shifts.id, shiftId));
    if (!row) {
      throw new Error('no shift');
    }
    return row;
  }

  /** The calendar's answer as the web app reads it: checked against the contract, then decoded. */
  function calendarOf(response: { json: () => unknown }): CalendarShifts {
    return decodeCalendarShifts(calendarShiftsSchema.parse(response.json()));
  }

  function calendar(query: string, token = context.agentToken, accountId = context.world.accountA1.id) {
    return context.test.request(token, { method: 'GET', url: `${base(accountId)}/calendar?${query}` });
  }

  return Object.assign(context, { db, base, stored, calendarOf, calendar });
}
