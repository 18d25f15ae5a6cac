import { getHealthContract } from '@portal/domain/system';
import { apiRequest } from '@/lib/api-client';

/** The version the server deploys now (GET /api/health). */
export async function getServerVersion(): Promise<string> {
  const health = await apiRequest(getHealthContract);
  return health.version;
}
