import { getApplicationStatisticsContract } from '@portal/domain/application-statistics';
import { buildPath } from '@portal/domain/shared';
import { getApiFile } from '@/lib/api-file';

/** The same figures as the server's CSV file (`format=csv`), as a Blob. */
export function getApplicationStatisticsCsv(accountId: string, from: string, to: string): Promise<Blob> {
  const query = new URLSearchParams({ from, to, format: 'csv' });
  return getApiFile(`${buildPath(getApplicationStatisticsContract.path, { accountId })}?${query}`);
}
