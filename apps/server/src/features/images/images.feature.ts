import type { ServerFeature } from '../../http/server-feature';
import { createLocalFileStorage } from '../../lib/file-storage';
import { registerImagesRoutes } from './images.routes';
import { createImagesService } from './images.service';

/** Image uploads for announcements' covers (issue 17 §6, decision 0056). */
export const imagesFeature: ServerFeature = {
  name: 'images',
  register: (app, dependencies, { db, config }) => {
    const files = createLocalFileStorage(config.files.dir);
    registerImagesRoutes(app, dependencies, createImagesService({ db, files }));
  },
};
