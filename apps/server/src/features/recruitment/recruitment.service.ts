import type { PublicRecruitment } from '@portal/domain/recruitment';
import { registerApplicant } from './use-cases/register-applicant';
import {
  type CodeRequest,
  sendRegistrationCode,
  verifyRegistrationCode,
} from './use-cases/registration-codes';
import { listedAd, type RecruitmentDependencies } from './use-cases/registration-use-case';

/** The recruitment feature's use cases, bound to their dependencies (one file each under use-cases/). */
export function createRecruitmentService(dependencies: RecruitmentDependencies) {
  return {
    recruitment: async (id: string): Promise<PublicRecruitment> => {
      const ad = await listedAd(dependencies.db, dependencies.clock, id);
      return {
        id: ad.id,
        title: ad.title,
        company: ad.accountName,
        role: ad.role,
        city: ad.city,
        questions: ad.questions,
      };
    },
    sendCode: (request: CodeRequest) => sendRegistrationCode(dependencies, request),
    verifyCode: (input: { email: string; code: string }) => verifyRegistrationCode(dependencies, input),
    register: (input: Parameters<typeof registerApplicant>[1]) => registerApplicant(dependencies, input),
  };
}
export type RecruitmentService = ReturnType<typeof createRecruitmentService>;
