import type { FastifyInstance } from 'fastify';

// The portal uses none of these browser features; a page (or injected script) may not either.
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * Headers every answer gets from one app-wide hook, so a route added later has them without asking:
 * `Permissions-Policy`; `Cache-Control: no-store` on API answers (they carry personal data and tokens)
 * unless the route chose its own; HSTS only when the request came over HTTPS (directly, or as told by a
 * proxy TRUST_PROXY names), since over plain HTTP browsers ignore it and a local install has no TLS.
 */
export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`);
    }
    return payload;
  });
}
