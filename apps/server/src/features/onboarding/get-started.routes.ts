import {
  answerGetStartedDocumentWithLinkContract,
  answerGetStartedSurveyContract,
  confirmGetStartedDetailsContract,
  getPublicGetStartedContract,
  saveGetStartedBankAccountContract,
  sendGetStartedLinkContract,
} from '@portal/domain/onboarding';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { GetStartedDocumentAnswers } from './use-cases/get-started-documents';
import type { GetStartedUseCases } from './use-cases/get-started-use-cases';

const minute = 60_000;
// Public, like the document requests' links: limited per client address.
const readLimit = { rateLimit: { max: 60, timeWindowMs: minute } };
const writeLimit = { rateLimit: { max: 20, timeWindowMs: minute } };

export function registerGetStartedRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  getStarted: GetStartedUseCases,
  documents: GetStartedDocumentAnswers,
): void {
  registerContract(app, dependencies, sendGetStartedLinkContract, ({ actor, params, body }) =>
    getStarted.sendLink(actor, params, body.channels),
  );
  registerContract(
    app,
    dependencies,
    getPublicGetStartedContract,
    ({ params }) => getStarted.get(params.token),
    readLimit,
  );
  registerContract(
    app,
    dependencies,
    confirmGetStartedDetailsContract,
    ({ params, body }) => getStarted.confirmDetails(params.token, body),
    writeLimit,
  );
  registerContract(
    app,
    dependencies,
    saveGetStartedBankAccountContract,
    ({ params, body }) => getStarted.saveBankAccount(params.token, body),
    writeLimit,
  );
  registerContract(
    app,
    dependencies,
    answerGetStartedSurveyContract,
    ({ params, body }) => getStarted.answerSurvey(params.token, body),
    writeLimit,
  );
  registerContract(
    app,
    dependencies,
    answerGetStartedDocumentWithLinkContract,
    ({ params, body }) => documents.withLink(params, body),
    writeLimit,
  );
}
