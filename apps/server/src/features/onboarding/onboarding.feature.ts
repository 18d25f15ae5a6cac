import type { ServerFeature } from '../../http/server-feature';
import { createLocalFileStorage } from '../../lib/file-storage';
import { registerGetStartedRoutes } from './get-started.routes';
import { registerGetStartedFileRoutes } from './get-started-files.routes';
import { registerTuberculosisSurveyRoutes } from './tuberculosis-surveys.routes';
import { createGetStartedDocumentAnswers } from './use-cases/get-started-documents';
import { createGetStartedUseCases } from './use-cases/get-started-use-cases';
import { createSurveyUseCases } from './use-cases/survey-use-cases';
import { registerWorkerTaxCardRoutes } from './worker-tax-card.routes';

/** Onboarding (issue 15 §3): the new worker's get-started checklist and the tuberculosis survey, from links. */
export const onboardingFeature: ServerFeature = {
  name: 'onboarding',
  register: (app, dependencies, { db, clock, publicUrl, config, personalData }) => {
    const files = createLocalFileStorage(config.files.dir);
    const onboarding = { db, clock, publicUrl, files, cipher: personalData };
    registerTuberculosisSurveyRoutes(app, dependencies, createSurveyUseCases(onboarding));
    const getStarted = createGetStartedUseCases(onboarding);
    const documents = createGetStartedDocumentAnswers(onboarding);
    registerGetStartedRoutes(app, dependencies, getStarted, documents);
    registerGetStartedFileRoutes(app, getStarted, documents);
    registerWorkerTaxCardRoutes(app, dependencies, files);
  },
};
