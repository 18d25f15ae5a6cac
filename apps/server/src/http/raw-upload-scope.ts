import { DomainError } from '@portal/domain/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Registers routes that take one file as the raw body (application/octet-stream, decision 0045) in a scope
 * of their own: only there are raw bodies read, at most `bodyLimit` bytes, and Fastify's own "body too
 * large" becomes the upload's `FILE_TOO_LARGE`; every other error goes to the app's handler. The document
 * requests' answers and the get-started tax card use it.
 */
export function registerRawUploadRoutes(
  app: FastifyInstance,
  bodyLimit: number,
  register: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error) => {
      if (!(error instanceof DomainError) && (error as { statusCode?: number }).statusCode === 413) {
        throw new DomainError('FILE_TOO_LARGE');
      }
      throw error;
    });
    register(scope);
  });
}

/** The raw body as bytes (an empty body, or one of another type, is zero bytes: refused as FILE_EMPTY). */
export function rawBodyOf(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
