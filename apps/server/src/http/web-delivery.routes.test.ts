import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStreamFrames } from '../testing/event-stream-frames';
import { buildAccount, buildStaffUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

const assetUrl = '/assets/index-Ab12Cd34.js';
const assetSource = `export const greeting = ${JSON.stringify('hei maailma '.repeat(400))};\n`;
const indexHtml = `<!doctype html><html><head><script type="module" src="${assetUrl}"></script></head></html>\n`;
const loginHtml =
  '<!doctype html><html><head><script type="module" src="/assets/login-Ef56Gh78.js"></script></head></html>\n';

/** A built web app as apps/web's build leaves it: each text file with its `.br` and `.gz` beside it. */
function writeFakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': indexHtml,
    'login.html': loginHtml,
    'version.json': '{"version":"0.1.0+test"}\n',
    [assetUrl.slice(1)]: assetSource,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, name);
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  // The build writes no variant where it would not be smaller; such a file goes out as it is.
  writeFileSync(path.join(dist, 'notes.txt'), 'no variant '.repeat(200));
  return dist;
}

describe('delivery: precompressed web files, cache lifetimes and compressed JSON', () => {
  let test: TestApp;
  let dist: string;
  let token: string;

  beforeAll(async () => {
    dist = writeFakeDist();
    test = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    const account = await buildAccount(test.database.connection.db);
    const admin = await buildStaffUser(test.database.connection.db, { role: 'admin', accountId: account.id });
    token = await test.signIn(admin.email);
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli file for "br, gzip", the gzip file for "gzip" and the plain file otherwise', async () => {
    const brotli = await get(assetUrl, 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(assetSource);

    const gzip = await get(assetUrl, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetSource);

    const plain = await get(assetUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const withoutVariant = await get('/notes.txt', 'br, gzip');
    expect(withoutVariant.headers['content-encoding']).toBeUndefined();
    expect(withoutVariant.body).toBe('no variant '.repeat(200));
  });

  it('caches hashed assets for a year as immutable, and never caches index.html or version.json', async () => {
    expect((await get(assetUrl, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/version.json']) {
      const answer = await get(url, 'br, gzip');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a page path with index.html, precompressed and not cached, under the app CSP', async () => {
    const page = await get('/workers/123', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
  });

  it('answers the login path with login.html (not the app), precompressed and not cached, whatever its query', async () => {
    for (const url of ['/pages/login', '/pages/login?redirect=%2Fapps%2Fdashboard%2Fhome&loginToken=abc']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(loginHtml);
    }
  });

  it('answers a missing asset with a 404 error body, not with index.html', async () => {
    const missing = await get('/assets/index-Gone0000.js', 'br, gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'ROUTE_NOT_FOUND' });
  });

  it('compresses a JSON answer over 1 KB and leaves a small one as it is, still no-store', async () => {
    const large = await get('/api/docs/json', 'br, gzip');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');

    expect(large.headers['cache-control']).toBe('no-store');
    const gzipped = await get('/api/docs/json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveProperty('openapi');

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('status');
  });

  it('streams /api/events uncompressed, frame by frame, even when the browser accepts br and gzip', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const frames = readEventStreamFrames(response.body as ReadableStream<Uint8Array>);
    expect(await frames.next()).toBe('retry: 5000\n: connected');
    await frames.cancel();
    abort.abort();
  });
});
