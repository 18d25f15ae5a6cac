import type { ServerFeature } from '../../http/server-feature';
import { registerSystemRoutes } from './system.routes';
import { createVersionSource } from './version-source';

/** The OpenAPI document and the health check that carries the deployed version. */
export const systemFeature: ServerFeature = {
  name: 'system',
  register: (app, dependencies, { config }) => {
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    registerSystemRoutes(app, dependencies, createVersionSource(config.webDistDir));
  },
};
