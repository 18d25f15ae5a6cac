import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses JSON answers (br, else gzip, by `Accept-Encoding`) once they pass the threshold. Only JSON:
 * the web app's files are compressed at build time (web-app.ts), and the event stream is hijacked and
 * must reach the browser frame by frame. Request bodies are not decompressed (their size limit holds).
 */
export async function installResponseCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    compressibleTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
}
