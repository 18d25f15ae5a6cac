import { type AccessRows, everyone } from '../../testing/access-row';

/** Who may use the events routes (the access matrix, http/access-matrix.routes.test.ts). */
export const eventsAccessRows: AccessRows = {
  'GET /api/events': {
    allowed: everyone,
    // A Server-Sent Events stream never ends by itself, so a plain inject would wait forever. With
    // payloadAsStream, inject resolves as soon as the status line and headers are written (a refusal is
    // still a complete JSON answer); the open streams are ended when the app closes in afterAll.
    request: () => ({ method: 'GET', url: '/api/events', payloadAsStream: true }),
  },
};
