import { type StaffRole, staffRoles } from '@portal/domain/access';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverFeatures } from '../features/feature-list';
import type { AccessRow, Tenancy } from '../testing/access-row';
import { featureAccessRows } from '../testing/access-rows-list';
import { buildTenancy } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Every API route, and who must be refused. Each feature declares its routes' rows next to it
 * (`features/<f>/<f>.access-rows.ts`); this test only collects them. A route registered without a row
 * fails the first test, so nobody can ship an endpoint whose access was never decided.
 *
 * An allowed role, on its own account (A1), gets the success status the route's contract declares; every
 * other role gets 403. Account-scoped routes are also called on account A2 (same organization) and B1
 * (other organization): outside the caller's scope the answer is 404, never data.
 */
const matrix: [string, AccessRow][] = Object.values(featureAccessRows).flatMap((rows) =>
  Object.entries(rows),
);

describe('access matrix', () => {
  let test: TestApp;
  let world: Tenancy;
  const tokens = {} as Record<StaffRole, string>;
  const successStatus = new Map<string, number>();

  beforeAll(async () => {
    test = await createTestApp();
    for (const route of test.routes) {
      successStatus.set(`${route.method} ${route.url}`, route.successStatus);
    }
    world = await buildTenancy(test.database.connection.db);
    for (const [, row] of matrix) {
      await row.prepare?.(test.database.connection.db, world);
    }
    for (const role of staffRoles) {
      tokens[role] = await test.signIn(world.users[role].email);
    }
  });
  afterAll(async () => {
    await test.close();
  });

  it('collects the rows of every feature in the feature list', () => {
    expect(Object.keys(featureAccessRows).sort()).toEqual(
      serverFeatures.map((feature) => feature.name).sort(),
    );
  });

  it('has exactly one row for every API route the server registers', () => {
    const registered = test.routes
      .filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    const keys = matrix.map(([key]) => key);
    const missing = registered.filter((key) => !keys.includes(key));
    expect(missing, 'routes without an access decision in any <feature>.access-rows.ts').toEqual([]);
    const stale = keys.filter((key) => !registered.includes(key));
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
    const duplicated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicated, 'routes with a row in two features').toEqual([]);
  });

  /** Served: the success status the route's contract declares. */
  function expectServed(route: string, response: LightMyRequestResponse, label: string): void {
    expect(response.statusCode, label).toBe(successStatus.get(route));
  }

  for (const [route, row] of matrix) {
    if (row.allowed === 'public') {
      it(`${route} is public`, async () => {
        const response = await test.request(null, row.request(world, world.accountA1.id));
        expectServed(route, response, response.body);
      });
      continue;
    }
    const allowed = row.allowed;

    it(`${route} refuses anonymous callers with 401`, async () => {
      const response = await test.request(null, row.request(world, world.accountA1.id));
      expect(response.statusCode).toBe(401);
    });

    for (const role of staffRoles) {
      const isAllowed = allowed.includes(role);
      it(`${route} ${isAllowed ? 'serves' : 'refuses (403)'} ${role} on its own account`, async () => {
        const response = await test.request(tokens[role], row.request(world, world.accountA1.id));
        if (isAllowed) {
          expectServed(route, response, response.body);
          if (row.startsSession) {
            tokens[role] = response.json<{ accessToken: string }>().accessToken;
          }
        } else {
          expect(response.statusCode, response.body).toBe(403);
        }
      });
    }

    if (row.accountScoped) {
      it(`${route} answers 404 outside the caller's accounts`, async () => {
        for (const role of staffRoles) {
          const sameOrganization = await test.request(tokens[role], row.request(world, world.accountA2.id));
          const otherOrganization = await test.request(tokens[role], row.request(world, world.accountB1.id));
          const seesSameOrganization = role === 'super-admin' || role === 'organization-admin';
          if (seesSameOrganization && allowed.includes(role)) {
            expectServed(route, sameOrganization, `${role} on A2: ${sameOrganization.body}`);
          } else {
            expect(sameOrganization.statusCode, `${role} on A2`).toBe(seesSameOrganization ? 403 : 404);
          }
          if (role === 'super-admin' && allowed.includes(role)) {
            expectServed(route, otherOrganization, `${role} on B1: ${otherOrganization.body}`);
          } else {
            expect(otherOrganization.statusCode, `${role} on B1`).toBe(role === 'super-admin' ? 403 : 404);
          }
        }
      });
    }
  }
});
