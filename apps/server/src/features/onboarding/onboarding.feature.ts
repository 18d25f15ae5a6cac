import type { ServerFeature } from '../../http/server-feature';
import { createLocalFileStorage } from '../../lib/file-storage';
import { registerTuberculosisSurveyRoutes } from './tuberculosis-surveys.routes';
import { createSurveyUseCases } from './use-cases/survey-use-cases';

/** Onboarding (issue 15 §3): the new worker's get-started checklist and the tuberculosis survey, from links. */
export const onboardingFeature: ServerFeature = {
  name: 'onboarding',
  register: (app, dependencies, { db, clock, publicUrl, config, personalData }) => {
    const files = createLocalFileStorage(config.files.dir);
    const onboarding = { db, clock, publicUrl, files, cipher: personalData };
    registerTuberculosisSurveyRoutes(app, dependencies, createSurveyUseCases(onboarding));
  },
};
