import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const immutableCache = 'public, max-age=31536000, immutable';
const loginPagePath = '/pages/login';
const loginHtml = 'login.html';

/**
 * Serves the built single-page app: hashed assets cached for a year, `login.html` at `/pages/login`, and
 * `index.html` (never cached, so a deployment shows at once) for every other non-API page so the client
 * router can show its own pages.
 * The build writes `.br` and `.gz` next to each text asset (apps/web/precompress-plugin.ts); the file
 * matching `Accept-Encoding` is sent as is, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? immutableCache : 'no-cache');
    },
  });
  if (existsSync(path.join(webDistDir, loginHtml))) {
    // The login page is a page of its own, without the app's code (decision 0049); never cached, as
    // index.html, so a deployment shows at once. Its query (redirect, loginToken) is read by its script.
    app.get(loginPagePath, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile(loginHtml),
    );
  }
  return true;
}

export function sendIndexHtml(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}

/**
 * Unknown paths: a page of the app gets `index.html`; an API path or a missing asset gets the app's 404
 * body (an old page asking for a chunk a deployment removed must see an error, not HTML parsed as script).
 */
export function installNotFoundAnswer(app: FastifyInstance, hasWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isPageRequest(request)) {
      return sendIndexHtml(reply);
    }
    return reply.code(404).send({ code: 'ROUTE_NOT_FOUND' });
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  const isAppPath = !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
  return request.method === 'GET' && isAppPath;
}
