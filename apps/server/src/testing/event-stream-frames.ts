import type { ChangeEvent } from '@portal/domain/events';

// Test helpers: reading GET /api/events as a browser does.

/** Reads a text/event-stream body frame by frame (frames end with a blank line). */
export function readEventStreamFrames(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next frame without its blank line; rejects when none arrives within `timeoutMs`. */
    async next(timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return frame;
        }
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`no event-stream frame within ${timeoutMs} ms`);
        }
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no event-stream frame within ${timeoutMs} ms`)), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) {
          throw new Error('event stream ended');
        }
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

/** The frame the server writes for one change event. */
export function changeFrame(event: ChangeEvent): string {
  return `event: change\ndata: ${JSON.stringify(event)}`;
}
