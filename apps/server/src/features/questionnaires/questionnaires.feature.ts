import type { ServerFeature } from '../../http/server-feature';
import { registerQuestionnaireFilesRoutes } from './questionnaire-files.routes';
import { registerQuestionnairesRoutes } from './questionnaires.routes';
import { createQuestionnairesService } from './questionnaires.service';

/** Questionnaires: HR sends workers a personal link; workers answer on a public page; HR reads the results. */
export const questionnairesFeature: ServerFeature = {
  name: 'questionnaires',
  register: (app, dependencies, { db, clock, publicUrl }) => {
    const service = createQuestionnairesService({ db, clock, publicUrl });
    registerQuestionnairesRoutes(app, dependencies, service);
    registerQuestionnaireFilesRoutes(app, dependencies, service);
  },
};
