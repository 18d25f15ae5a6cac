import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets with long caching, and `index.html` for every other
 * non-API path so the client router can show its own pages (including error-404).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function sendIndexHtml(reply: import('fastify').FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
