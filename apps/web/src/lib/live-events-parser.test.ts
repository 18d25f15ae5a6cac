import type { ChangeEvent } from '@portal/domain/events';
import { describe, expect, it } from 'vitest';
import { changeEventOf, createEventStreamParser, type EventStreamMessage } from './live-events';

const accountId = '00000000-0000-4000-8000-000000000001';
const shiftChange: ChangeEvent = { accountId, subject: 'Shift', id: 'shift-1', action: 'updated' };

function parse(chunks: string[]) {
  const messages: EventStreamMessage[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser({
    onMessage: (message) => messages.push(message),
    onRetry: (milliseconds) => retries.push(milliseconds),
  });
  for (const chunk of chunks) {
    parser.push(chunk);
  }
  return { messages, retries };
}

describe('event stream parser', () => {
  it('reads what the server sends: retry, comments and change events', () => {
    const { messages, retries } = parse([
      'retry: 5000\n: connected\n\n',
      `event: change\ndata: ${JSON.stringify(shiftChange)}\n\n`,
      ': ping\n\n',
    ]);
    expect(retries).toEqual([5000]);
    expect(messages).toEqual([{ event: 'change', data: JSON.stringify(shiftChange), id: null }]);
  });

  it('joins a message split anywhere across chunks, CRLF split between chunks included', () => {
    const text = `event: change\r\ndata: ${JSON.stringify(shiftChange)}\r\n\r\n`;
    for (let cut = 1; cut < text.length; cut += 1) {
      const { messages } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(messages, `cut at ${cut}`).toEqual([
        { event: 'change', data: JSON.stringify(shiftChange), id: null },
      ]);
    }
  });

  it('accepts CR line ends, joins data lines, keeps the last id and dispatches nothing without data', () => {
    const { messages } = parse(['\uFEFFid: 7\revent: note\rdata: one\rdata:two\r\r', 'event: empty\n\n']);
    expect(messages).toEqual([{ event: 'note', data: 'one\ntwo', id: '7' }]);
  });

  it('waits for the blank line before dispatching', () => {
    const { messages } = parse(['data: half']);
    expect(messages).toEqual([]);
  });

  it('defaults the event name to message', () => {
    expect(parse(['data: x\n\n']).messages[0]?.event).toBe('message');
  });
});

describe('changeEventOf', () => {
  it('takes valid change notices only', () => {
    expect(changeEventOf({ event: 'change', data: JSON.stringify(shiftChange), id: null })).toEqual(
      shiftChange,
    );
    expect(changeEventOf({ event: 'message', data: JSON.stringify(shiftChange), id: null })).toBeNull();
    expect(changeEventOf({ event: 'change', data: '{not json', id: null })).toBeNull();
    expect(
      changeEventOf({
        event: 'change',
        data: JSON.stringify({ ...shiftChange, subject: 'Nothing' }),
        id: null,
      }),
    ).toBeNull();
  });
});
