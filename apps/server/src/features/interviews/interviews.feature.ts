import type { ServerFeature } from '../../http/server-feature';
import { registerInterviewsRoutes } from './interviews.routes';
import { createInterviewsService } from './interviews.service';

/** Interviews (issue 16 §2): templates of questions, and the applicants' interviews made from them. */
export const interviewsFeature: ServerFeature = {
  name: 'interviews',
  register: (app, dependencies, { db, clock }) => {
    registerInterviewsRoutes(app, dependencies, createInterviewsService({ db, clock }));
  },
};
