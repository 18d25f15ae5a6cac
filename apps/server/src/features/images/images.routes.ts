import type { Actor } from '@portal/domain/access';
import {
  imageFilePath,
  imageLimits,
  imageParamsSchema,
  uploadedImageSchema,
  uploadImagePath,
} from '@portal/domain/images';
import { accountParamsSchema, DomainError } from '@portal/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawBodyOf, registerRawUploadRoutes } from '../../http/raw-upload-scope';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import { rateLimitHook } from '../../http/route-rate-limits';
import type { ImagesService } from './images.service';

// Fastify reads at most this much: a little over the limit, so an upload just too large is refused with
// the image's own message (IMAGE_TOO_LARGE) rather than the body limit's.
const bodyLimit = imageLimits.maxBytes + 1024 * 1024;

/**
 * The two image routes, registered directly (a binary body and a file answer do not fit registerContract):
 * - `POST /api/accounts/:accountId/images?name=…`: one file as the raw body (application/octet-stream, the
 *   upload scope of decision 0045), for staff who manage Communications; answers {id, width, height, url}.
 * - `GET /api/accounts/:accountId/images/:imageId`: the stored JPEG. Public by its unguessable id (decision
 *   0056): an `<img>` in the portal and in the worker app cannot send a Bearer token.
 */
// Who uploads, found before the body is read (below).
const uploaders = new WeakMap<FastifyRequest, Actor>();

export function registerImagesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  images: ImagesService,
) {
  registerRawUploadRoutes(app, bodyLimit, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      uploadImagePath,
      {
        bodyLimit,
        config: { successStatus: 201 },
        // Checked on arrival, before Fastify reads up to 11 MB of body: a stranger's upload is refused unread.
        onRequest: async (request) => {
          const { accountId } = request.params as { accountId?: string };
          const actor = await authenticateRequest(request, dependencies);
          assertRouteAccess(actor, 'create', 'Communications', accountId ?? '');
          uploaders.set(request, actor);
        },
        preHandler: rateLimitHook(scope, [{ max: 30, timeWindowMs: 60_000 }]),
        schema: {
          summary:
            'Upload an image (spec uploadImage; raw body, application/octet-stream): JPEG, PNG or WebP by content (IMAGE_NOT_AN_IMAGE), at most 10 MB (IMAGE_TOO_LARGE), at least 800 px wide (IMAGE_WIDTH_TOO_SMALL), from 1:1 to 3:1 (IMAGE_ASPECT_RATIO_INVALID); stored upright, longest side 1600 px, JPEG without metadata',
          tags: ['images'],
          security: [{ bearerAuth: [] }],
          params: accountParamsSchema,
          querystring: z.object({ name: z.string().trim().max(200).optional() }),
          response: { 201: uploadedImageSchema },
        },
      },
      async (request, reply) => {
        const actor = uploaders.get(request);
        if (!actor) {
          throw new DomainError('UNAUTHENTICATED');
        }
        const image = await images.upload(
          actor,
          request.params.accountId,
          rawBodyOf(request.body),
          request.query.name || null,
        );
        return reply.status(201).send(image);
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    imageFilePath,
    {
      preHandler: rateLimitHook(app, [{ max: 600, timeWindowMs: 60_000 }]),
      schema: {
        summary: 'An uploaded image (JPEG); public by its id, cached for a year (an image never changes)',
        tags: ['images'],
        params: imageParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await images.file(request.params.accountId, request.params.imageId);
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-length', file.bytes)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream);
    },
  );
}
