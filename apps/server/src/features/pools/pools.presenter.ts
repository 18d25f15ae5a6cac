import type { PoolCandidate, PoolDetail, PoolMember } from '@portal/domain/pools';
import type { PoolAreaRow, PoolMemberRow, PoolRow } from './pools.repository';

function fullNameOf(row: { firstName: string; lastName: string }): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

export function presentPoolMember(row: PoolMemberRow): PoolMember {
  return {
    id: row.id,
    fullName: fullNameOf(row),
    profession: row.profession,
    city: row.city,
    confirmed: row.confirmed,
  };
}

export function presentPoolCandidate(row: PoolMemberRow): PoolCandidate {
  return { id: row.id, fullName: fullNameOf(row), profession: row.profession, city: row.city };
}

/** A pool with its members and areas as the edit page shows it; ISO times. */
export function presentPoolDetail(pool: PoolRow, members: PoolMemberRow[], areas: PoolAreaRow[]): PoolDetail {
  return {
    id: pool.id,
    accountId: pool.accountId,
    name: pool.name,
    isDefault: pool.isDefault,
    areas,
    members: members.map(presentPoolMember),
    createdAt: pool.createdAt.toISOString(),
    updatedAt: pool.updatedAt.toISOString(),
  };
}
