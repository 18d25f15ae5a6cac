import { paths } from '@/features/pools/pools.paths';

/** The edit page of one pool. */
export function poolEditPath(poolId: string): string {
  return paths.poolsEdit.replace(':id', encodeURIComponent(poolId));
}
