import { z } from 'zod';
import { pagedSchema, pageOffset, pageQueryFields, pageQuerySchema } from './paging';
import { accountParamsSchema, workerParamsSchema } from './route-params';

describe('paging', () => {
  it('reads page and perPage from the query string, 10 a page by default', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, perPage: 10 });
    expect(pageQuerySchema.parse({ page: '3', perPage: '25' })).toEqual({ page: 3, perPage: 25 });
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
  });

  it('lets a feature allow bigger pages', () => {
    expect(z.object(pageQueryFields(500)).parse({ perPage: '500' }).perPage).toBe(500);
  });

  it('skips the rows of the earlier pages', () => {
    expect(pageOffset({ page: 1, perPage: 10 })).toBe(0);
    expect(pageOffset({ page: 3, perPage: 25 })).toBe(50);
  });

  it('answers the rows of a page and the total', () => {
    const schema = pagedSchema(z.object({ id: z.string() }));
    expect(schema.parse({ items: [{ id: 'a' }], total: 11 })).toEqual({ items: [{ id: 'a' }], total: 11 });
  });
});

describe('shared route parameters', () => {
  it('needs uuids for the account and the worker', () => {
    const accountId = '00000000-0000-4000-8000-000000000001';
    const workerId = '00000000-0000-4000-8000-000000000002';
    expect(workerParamsSchema.parse({ accountId, workerId })).toEqual({ accountId, workerId });
    expect(accountParamsSchema.safeParse({ accountId: 'x' }).success).toBe(false);
  });
});
