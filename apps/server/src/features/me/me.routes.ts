import { changePasswordContract, getMeContract, updateProfileContract } from '@portal/domain/users';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { MeService } from './me.service';

export function registerMeRoutes(app: FastifyInstance, dependencies: RouteDependencies, me: MeService): void {
  registerContract(app, dependencies, getMeContract, ({ actor }) => me.getMe(actor));
  registerContract(app, dependencies, updateProfileContract, ({ actor, body }) =>
    me.updateProfile(actor, body),
  );
  registerContract(app, dependencies, changePasswordContract, ({ actor, body }) =>
    me.changePassword(actor, body),
  );
}
