import type { ServerFeature } from '../../http/server-feature';
import { registerDocumentsRoutes } from './documents.routes';

/** Stored documents (temporary contract PDFs), downloaded as files. */
export const documentsFeature: ServerFeature = {
  name: 'documents',
  register: (app, dependencies) => registerDocumentsRoutes(app, dependencies),
};
