import {
  answerPublicTuberculosisSurveyContract,
  cancelTuberculosisSurveyContract,
  getPublicTuberculosisSurveyContract,
  getTuberculosisSurveyContract,
  listTuberculosisSurveysContract,
  reviewTuberculosisSurveyContract,
  sendTuberculosisSurveyContract,
} from '@portal/domain/onboarding';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { SurveyUseCases } from './use-cases/survey-use-cases';

const minute = 60_000;

export function registerTuberculosisSurveyRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  surveys: SurveyUseCases,
): void {
  registerContract(app, dependencies, listTuberculosisSurveysContract, ({ params, query }) =>
    surveys.list(params.accountId, query),
  );
  registerContract(app, dependencies, sendTuberculosisSurveyContract, ({ actor, params, body }) =>
    surveys.send(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getTuberculosisSurveyContract, ({ params }) => surveys.get(params));
  registerContract(app, dependencies, reviewTuberculosisSurveyContract, ({ actor, params, body }) =>
    surveys.review(actor, params, body),
  );
  registerContract(app, dependencies, cancelTuberculosisSurveyContract, ({ actor, params }) =>
    surveys.cancel(actor, params),
  );
  // Public, like the document requests' links: limited per client address.
  registerContract(
    app,
    dependencies,
    getPublicTuberculosisSurveyContract,
    ({ params }) => surveys.getPublic(params.token),
    { rateLimit: { max: 60, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    answerPublicTuberculosisSurveyContract,
    ({ params, body }) => surveys.answerPublic(params.token, body),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
}
