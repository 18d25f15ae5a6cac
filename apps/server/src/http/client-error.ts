import type { Socket } from 'node:net';
import type { ErrorBody } from './error-handler';

const answers: Record<string, { status: number; reason: string; code: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'REQUEST_HEADERS_TOO_LARGE',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'VALIDATION_FAILED' },
};
const malformed = { status: 400, reason: 'Bad Request', code: 'VALIDATION_FAILED' };

/**
 * Fastify's `clientErrorHandler`: requests Node refuses before Fastify sees them (headers too large, a
 * malformed request line) get the app's error body with a code, like every other failing call.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const answer = answers[error.code ?? ''] ?? malformed;
  const body = JSON.stringify({ code: answer.code } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nConnection: close\r\nCache-Control: no-store\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
