import { describe, expect, it } from 'vitest';
import { seedIds } from './ids';
import { buildSmsBroadcasts } from './sms-broadcasts';

const now = new Date('2026-11-28T09:15:00Z');
const worker = (index: number, accountId: string = seedIds.accounts.south) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  accountId,
  mobile: `+35840100${String(index).padStart(4, '0')}`,
});

// Issue 17 §2: the SMS tab and the delivery view have data right after start, and nothing is left to send.
describe('the demo bulk SMS', () => {
  it('has one SMS sent to ten workers of the main account, one of them failed, and a draft', () => {
    const workers = [
      worker(99, seedIds.accounts.north),
      ...Array.from({ length: 12 }, (_, index) => worker(index)),
    ];
    const { broadcasts, recipients } = buildSmsBroadcasts(workers, now);
    expect(broadcasts.map((row) => [row.title, row.status ?? 'draft', row.segments])).toEqual([
      ['Vapaat vuorot ensi viikolla', 'sent', 1],
      ['Joulun vuorot', 'draft', 1],
    ]);
    expect(recipients).toHaveLength(10);
    expect(recipients.every((row) => row.workerId !== worker(99).id)).toBe(true);
    expect(recipients.filter((row) => row.status === 'failed')).toHaveLength(1);
    expect(recipients.some((row) => row.status !== 'sent' && row.status !== 'failed')).toBe(false);
  });
});
