import type { ServerFeature } from '../../http/server-feature';
import { registerWorkerBlocksRoutes } from './worker-blocks.routes';
import { createWorkerBlocksService } from './worker-blocks.service';

/** Worker blocks: a worker kept away from some areas or the whole account. */
export const workerBlocksFeature: ServerFeature = {
  name: 'worker-blocks',
  register: (app, dependencies, { db, clock }) =>
    registerWorkerBlocksRoutes(app, dependencies, createWorkerBlocksService({ db, clock })),
};
