import {
  answerInterviewStepContract,
  assignInterviewContract,
  createInterviewContract,
  createInterviewTemplateContract,
  deleteInterviewTemplateContract,
  listApplicantInterviewsContract,
  listInterviewRecruitersContract,
  listInterviewTemplatesContract,
  moveInterviewContract,
  scheduleInterviewContract,
  upcomingInterviewsContract,
  updateInterviewTemplateContract,
} from '@portal/domain/interviews';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { InterviewsService } from './interviews.service';

export function registerInterviewsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  interviews: InterviewsService,
): void {
  registerContract(app, dependencies, listInterviewTemplatesContract, ({ params }) =>
    interviews.listTemplates(params.accountId),
  );
  registerContract(app, dependencies, createInterviewTemplateContract, ({ actor, params, body }) =>
    interviews.createTemplate(actor, params.accountId, body),
  );
  registerContract(app, dependencies, updateInterviewTemplateContract, ({ actor, params, body }) =>
    interviews.replaceTemplate(actor, params, body),
  );
  registerContract(app, dependencies, deleteInterviewTemplateContract, ({ actor, params }) =>
    interviews.removeTemplate(actor, params),
  );
  registerContract(app, dependencies, listApplicantInterviewsContract, ({ params }) =>
    interviews.list(params),
  );
  registerContract(app, dependencies, createInterviewContract, ({ actor, params, body }) =>
    interviews.create(actor, params, body),
  );
  registerContract(app, dependencies, scheduleInterviewContract, ({ actor, params, body }) =>
    interviews.schedule(actor, params, body),
  );
  registerContract(app, dependencies, assignInterviewContract, ({ actor, params, body }) =>
    interviews.assign(actor, params, body),
  );
  registerContract(app, dependencies, answerInterviewStepContract, ({ actor, params, body }) =>
    interviews.answer(actor, params, body),
  );
  registerContract(app, dependencies, moveInterviewContract, ({ actor, params, body }) =>
    interviews.move(actor, params, body),
  );
  registerContract(app, dependencies, upcomingInterviewsContract, ({ actor, params }) =>
    interviews.upcoming(actor, params.accountId),
  );
  registerContract(app, dependencies, listInterviewRecruitersContract, ({ params }) =>
    interviews.recruiters(params.accountId),
  );
}
