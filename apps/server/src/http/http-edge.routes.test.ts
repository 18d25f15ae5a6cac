import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineContract } from '@portal/domain/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { serverFeatures } from '../features/feature-list';
import { buildAccount, buildStaffUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { registerContract } from './register-contract';
import type { ServerFeature } from './server-feature';

type ErrorAnswer = { code: string; issues?: { path: (string | number)[]; message: string }[] };

function fieldsOf(body: ErrorAnswer): string[] {
  return (body.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('the HTTP edge: headers, oversize requests and unstorable text', () => {
  let test: TestApp;
  let token: string;
  let accountId: string;

  beforeAll(async () => {
    test = await createTestApp();
    const account = await buildAccount(test.database.connection.db);
    accountId = account.id;
    const admin = await buildStaffUser(test.database.connection.db, { role: 'admin', accountId });
    token = await test.signIn(admin.email);
  });
  afterAll(async () => {
    await test.close();
  });

  it('marks every API answer no-store, success or error, and sends a Permissions-Policy', async () => {
    const answers = [
      await test.request(token, { method: 'GET', url: '/api/me' }),
      await test.request(null, { method: 'GET', url: '/api/me' }),
      await test.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await test.app.inject({ method: 'GET', url: '/api/health' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('sends HSTS only over HTTPS, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const plain = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const secure = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'big@test.example', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers oversize request headers with 431 REQUEST_HEADERS_TOO_LARGE', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-padding': 'x'.repeat(64 * 1024) } },
        (incoming) => {
          let body = '';
          incoming.on('data', (chunk) => {
            body += chunk;
          });
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ code: 'REQUEST_HEADERS_TOO_LARGE' });
  });

  it('refuses a NUL byte in a query text with a 400 naming the field', async () => {
    const response = await test.request(token, {
      method: 'GET',
      url: `/api/accounts/${accountId}/workers?search=ab%00cd`,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorAnswer>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(body)).toEqual(['search']);
  });

  it.each([
    ['a NUL byte', 'Testi\u0000'],
    ['a lone surrogate', 'Testi\uD800'],
  ])('refuses %s in a body text with a 400 naming the field', async (_name, lastName) => {
    const response = await test.request(token, {
      method: 'PUT',
      url: '/api/me/profile',
      headers: { 'content-type': 'application/json' },
      // JSON.stringify escapes a lone surrogate as \ud800, which JSON.parse turns back into one.
      payload: JSON.stringify({ firstName: 'Testi', lastName, mobile: '', locale: 'fi' }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorAnswer>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(body)).toEqual(['lastName']);
  });
});

describe('a route added later', () => {
  const echoContract = defineContract({
    method: 'POST',
    path: '/api/throwaway/echo',
    summary: 'Throwaway route of this test',
    tag: 'throwaway',
    access: { kind: 'public' },
    query: z.object({ label: z.string().optional() }),
    body: z.object({ lines: z.array(z.object({ text: z.string() })) }),
    response: z.object({ count: z.number() }),
  });
  const throwawayFeature: ServerFeature = {
    name: 'throwaway',
    register(app, dependencies) {
      registerContract(app, dependencies, echoContract, async ({ body }) => ({ count: body.lines.length }));
    },
  };
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '.tmp/no-web-app' }),
      connection: database.connection,
      features: [...serverFeatures, throwawayFeature],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('gets the edge headers and the refusal of unstorable text without asking for them', async () => {
    const fine = await app.inject({
      method: 'POST',
      url: '/api/throwaway/echo?label=ok',
      payload: { lines: [{ text: 'Hyvä 😀' }] },
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toEqual({ count: 1 });
    expect(fine.headers['cache-control']).toBe('no-store');
    expect(fine.headers['permissions-policy']).toContain('camera=()');

    const nulInBody = await app.inject({
      method: 'POST',
      url: '/api/throwaway/echo',
      payload: { lines: [{ text: 'ok' }, { text: 'a\u0000b' }] },
    });
    expect(nulInBody.statusCode).toBe(400);
    expect(fieldsOf(nulInBody.json<ErrorAnswer>())).toEqual(['lines.1.text']);
    expect(nulInBody.headers['cache-control']).toBe('no-store');

    const nulInQuery = await app.inject({
      method: 'POST',
      url: '/api/throwaway/echo?label=%00',
      payload: { lines: [] },
    });
    expect(nulInQuery.statusCode).toBe(400);
    expect(fieldsOf(nulInQuery.json<ErrorAnswer>())).toEqual(['label']);
  });
});
