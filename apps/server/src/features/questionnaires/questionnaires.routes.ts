import {
  answerQuestionnaireContract,
  createQuestionnaireContract,
  deleteQuestionnaireContract,
  getPublicQuestionnaireContract,
  getQuestionnaireContract,
  listQuestionnairesContract,
  questionnaireRecipientsContract,
  questionnaireResultsContract,
  sendQuestionnaireContract,
  updateQuestionnaireContract,
} from '@portal/domain/questionnaires';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { QuestionnairesService } from './questionnaires.service';

const minute = 60_000;

export function registerQuestionnairesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  questionnaires: QuestionnairesService,
): void {
  registerContract(app, dependencies, listQuestionnairesContract, ({ params, query }) =>
    questionnaires.list(params.accountId, query),
  );
  registerContract(app, dependencies, createQuestionnaireContract, ({ actor, params, body }) =>
    questionnaires.create(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getQuestionnaireContract, ({ params }) => questionnaires.get(params));
  registerContract(app, dependencies, updateQuestionnaireContract, ({ actor, params, body }) =>
    questionnaires.update(actor, params, body),
  );
  registerContract(app, dependencies, deleteQuestionnaireContract, ({ actor, params }) =>
    questionnaires.remove(actor, params),
  );
  registerContract(app, dependencies, questionnaireRecipientsContract, ({ params, body }) =>
    questionnaires.recipients(params, body.targets),
  );
  registerContract(app, dependencies, sendQuestionnaireContract, ({ actor, params, body }) =>
    questionnaires.send(actor, params, body),
  );
  registerContract(app, dependencies, questionnaireResultsContract, ({ params }) =>
    questionnaires.results(params),
  );
  // Public, like the document requests: limited per client address so the page cannot load the server.
  registerContract(
    app,
    dependencies,
    getPublicQuestionnaireContract,
    ({ params }) => questionnaires.getPublic(params.token),
    { rateLimit: { max: 60, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    answerQuestionnaireContract,
    ({ params, body }) => questionnaires.answer(params.token, body.answers),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
}
