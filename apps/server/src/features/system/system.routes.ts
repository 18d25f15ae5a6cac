import { getHealthContract } from '@portal/domain/system';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { VersionSource } from './version-source';

export function registerSystemRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  version: VersionSource,
) {
  registerContract(app, dependencies, getHealthContract, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, version: version.current() };
  });
}
