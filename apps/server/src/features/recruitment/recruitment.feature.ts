import type { ServerFeature } from '../../http/server-feature';
import { registerApplicationInvitationsRoutes } from './application-invitations.routes';
import { registerApplicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';
import { registerRecruitmentRoutes } from './recruitment.routes';
import { createRecruitmentService } from './recruitment.service';

/**
 * Recruitment (issue 16): applicants register from a job ad with an e-mailed one-time code (0051), and
 * recruiters work the applications through their steps (0052).
 */
export const recruitmentFeature: ServerFeature = {
  name: 'recruitment',
  register: (app, dependencies, { db, clock, publicUrl }) => {
    registerRecruitmentRoutes(app, dependencies, createRecruitmentService({ db, clock, publicUrl }));
    registerApplicationsRoutes(app, dependencies, createApplicationsService({ db, clock }));
    registerApplicationInvitationsRoutes(app, dependencies, { db, clock, publicUrl });
  },
};
