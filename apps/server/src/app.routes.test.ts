import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

describe('the app: health, API docs and the web app fallback', () => {
  let test: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="fi"><title>Portaali</title></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'version.json'), JSON.stringify({ version: '1.0.0+first' }));
    test = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await test.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers health with the deployed version, and notices a new deployment', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.json()).toEqual({ status: 'ok', version: '1.0.0+first' });
    expect(first.headers['cache-control']).toBe('no-store');
    // A new build rewrites version.json; make sure the modification time differs.
    writeFileSync(path.join(webDist, 'version.json'), JSON.stringify({ version: '1.0.1+second' }));
    const later = new Date(Date.now() + 5000);
    await import('node:fs/promises').then((fs) =>
      fs.utimes(path.join(webDist, 'version.json'), later, later),
    );
    const second = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(second.json()).toEqual({ status: 'ok', version: '1.0.1+second' });
  });

  it('describes every API route in the OpenAPI document', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    const apiRoutes = test.routes.filter(
      (route) =>
        route.url.startsWith('/api') &&
        !route.url.startsWith('/api/docs') &&
        route.url !== '/api/openapi.json' &&
        route.method !== 'HEAD',
    );
    for (const route of apiRoutes) {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(document.paths, `${route.method} ${route.url}`).toHaveProperty([openApiPath]);
    }
  });

  it("explains the calendar's compact columns in the OpenAPI document, for clients other than the web app", async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = JSON.stringify(
      document.paths['/api/accounts/{accountId}/shifts/calendar'].get.responses['200'].content,
    );
    expect(schema).toContain("Each shift's title: an index into `texts`");
    expect(schema).toContain('Start, Unix time in whole seconds');
    expect(schema).toContain('Each distinct title, worker name and display state, once');
  });

  it('serves interactive API docs', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('returns the web app for unknown page paths, so the client router shows error-404', async () => {
    for (const url of ['/', '/apps/dashboard/home', '/no/such/page']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Portaali</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404 code, not the web app', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND' });
  });

  it('sends security headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
