import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses API answers (br, else gzip, by `Accept-Encoding`) once they pass the threshold, for the
 * types mime-db calls compressible (JSON among them). Not the web app's files: the build compressed them
 * once (web-app.ts), so their routes opt out, before the plugin's own route hook sees them. The event
 * stream is hijacked and written on the raw response, so it never passes through here and reaches the
 * browser frame by frame. Request bodies are not decompressed (their size limit keeps its meaning).
 */
export async function installResponseCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) {
      route.compress = false;
    }
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    globalDecompression: false,
  });
}
