import { userSearchLimit } from '../shared/constants';
import { workerSearchMinLength } from './pools';
import {
  addPoolMembersInputSchema,
  createPoolInputSchema,
  listPoolsQuerySchema,
  poolCandidatesQuerySchema,
  updatePoolInputSchema,
} from './pools.inputs';

const areaId = '2b6f3f4e-8f0a-4d8e-9a51-3c7d2f1e0a11';
const otherAreaId = '6a1c0e0f-7d52-4b7e-8a3b-1f2e3d4c5b6a';

describe('pool inputs', () => {
  it('trims the name and defaults a new pool to not default, serving no areas', () => {
    expect(createPoolInputSchema.parse({ name: '  Tampereen rengas ' })).toEqual({
      name: 'Tampereen rengas',
      isDefault: false,
      areaIds: [],
    });
  });

  it('refuses an empty or blank name and one longer than 100 characters', () => {
    expect(createPoolInputSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(createPoolInputSchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(createPoolInputSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
  });

  it('refuses the same area twice and ids that are not uuids', () => {
    const twice = updatePoolInputSchema.safeParse({ name: 'A', isDefault: false, areaIds: [areaId, areaId] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual(['areaIds']);
    expect(updatePoolInputSchema.safeParse({ name: 'A', isDefault: false, areaIds: ['x'] }).success).toBe(
      false,
    );
    expect(
      updatePoolInputSchema.safeParse({ name: 'A', isDefault: true, areaIds: [areaId, otherAreaId] }).success,
    ).toBe(true);
  });

  it('needs every field when a pool is saved', () => {
    expect(updatePoolInputSchema.safeParse({ name: 'A', areaIds: [] }).success).toBe(false);
  });

  it('adds at least one worker', () => {
    expect(addPoolMembersInputSchema.safeParse({ userIds: [] }).success).toBe(false);
    expect(addPoolMembersInputSchema.safeParse({ userIds: [areaId] }).success).toBe(true);
  });

  it('pages the list by 10 from page 1 unless told otherwise', () => {
    expect(listPoolsQuerySchema.parse({})).toEqual({ page: 1, perPage: 10 });
    expect(listPoolsQuerySchema.parse({ page: '3', perPage: '25', search: ' rengas ' })).toEqual({
      page: 3,
      perPage: 25,
      search: 'rengas',
    });
    expect(listPoolsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(listPoolsQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
  });

  it('searches workers with at least two letters, and answers six (spec: user search 6)', () => {
    expect(workerSearchMinLength).toBe(2);
    expect(userSearchLimit).toBe(6);
    expect(poolCandidatesQuerySchema.safeParse({ query: 'a' }).success).toBe(false);
    expect(poolCandidatesQuerySchema.safeParse({ query: ' a ' }).success).toBe(false);
    expect(poolCandidatesQuerySchema.parse({ query: ' Vi ' })).toEqual({ query: 'Vi' });
  });
});
