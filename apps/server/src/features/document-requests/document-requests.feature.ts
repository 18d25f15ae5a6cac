import type { ServerFeature } from '../../http/server-feature';
import { createLocalFileStorage } from '../../lib/file-storage';
import { registerDocumentRequestFilesRoutes } from './document-request-files.routes';
import { registerDocumentRequestsRoutes } from './document-requests.routes';
import { createDocumentRequestsService } from './document-requests.service';

/** Document requests: HR asks a worker for documents; the worker answers on a public page from a link. */
export const documentRequestsFeature: ServerFeature = {
  name: 'document-requests',
  register: (app, dependencies, { db, clock, publicUrl, config }) => {
    const files = createLocalFileStorage(config.files.dir);
    const service = createDocumentRequestsService({ db, clock, publicUrl, files });
    registerDocumentRequestsRoutes(app, dependencies, service);
    registerDocumentRequestFilesRoutes(app, dependencies, service, files);
  },
};
