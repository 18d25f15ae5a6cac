import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeText, refuseUnsafeText, unsafeTextMessage } from './safe-text';

describe('unsafe text', () => {
  it('finds NUL bytes and lone surrogates anywhere in plain data, keys included', () => {
    const value = {
      name: 'ok 😀',
      note: 'a\u0000b',
      lines: ['fine', '\uD800 high alone', 'low alone \uDC00'],
      nested: { 'k\u0000': 'v' },
    };
    expect(findUnsafeText(value)).toEqual([['note'], ['lines', 1], ['lines', 2], ['nested', 'k\u0000']]);
  });

  it('adds one issue per unsafe text to any schema, keeping its parse', () => {
    const schema = refuseUnsafeText(z.object({ name: z.string(), tags: z.array(z.string()) }));
    expect(schema.parse({ name: 'Åsa 😀', tags: ['x'] })).toEqual({ name: 'Åsa 😀', tags: ['x'] });
    const result = schema.safeParse({ name: 'a\u0000', tags: ['\uDBFF'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['name'], unsafeTextMessage],
      [['tags', 0], unsafeTextMessage],
    ]);
  });
});
