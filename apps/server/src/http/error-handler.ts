import { DomainError, httpStatusOf } from '@portal/domain/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Error body every failing API call answers with: a code for the web app to translate, never prose. */
export type ErrorBody = {
  code: string;
  details?: Record<string, unknown>;
  issues?: { path: (string | number)[]; message: string }[];
};

/** The one place where errors become HTTP answers. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = { code: error.code, ...(error.details ? { details: error.details } : {}) };
      return reply.code(httpStatusOf(error.code)).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [...(issue.instancePath ? issue.instancePath.split('/').filter(Boolean) : [])],
        message: issue.message ?? 'invalid',
      }));
      return reply.code(400).send({ code: 'VALIDATION_FAILED', issues } satisfies ErrorBody);
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ code: 'RATE_LIMITED' } satisfies ErrorBody);
    }
    if (error.statusCode === 413) {
      return reply.code(413).send({ code: 'PAYLOAD_TOO_LARGE' } satisfies ErrorBody);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, body too large and similar protocol errors.
      return reply.code(error.statusCode).send({ code: 'VALIDATION_FAILED' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL' } satisfies ErrorBody);
  });
}
