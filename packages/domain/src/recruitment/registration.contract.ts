import { z } from 'zod';
import { defineContract } from '../shared/contract';
import {
  publicRecruitmentSchema,
  registeredApplicantSchema,
  registrationCodeSentSchema,
  registrationSecretSchema,
} from './registration';
import {
  emailCheckInputSchema,
  registerApplicantInputSchema,
  registrationCodeInputSchema,
  verifyRegistrationCodeInputSchema,
} from './registration.inputs';

const publicAccess = { kind: 'public' } as const;
const tag = 'recruitment';

export const recruitmentParamsSchema = z.object({ recruitmentId: z.uuid() });

export const getPublicRecruitmentContract = defineContract({
  method: 'GET',
  path: '/api/public/registration/recruitments/:recruitmentId',
  summary: 'The listed ad an applicant registers to (title, company, city); 404 when not listed',
  tag,
  access: publicAccess,
  params: recruitmentParamsSchema,
  response: publicRecruitmentSchema,
});

export const registrationEmailCheckContract = defineContract({
  method: 'POST',
  path: '/api/public/registration/email-check',
  summary: 'Checks the e-mail before registration: always answers "sent", revealing no account',
  tag,
  access: publicAccess,
  body: emailCheckInputSchema,
  response: registrationCodeSentSchema,
});

export const sendRegistrationCodeContract = defineContract({
  method: 'POST',
  path: '/api/public/registration/code',
  summary: 'E-mails a 6-digit code (10 min); an address with an account gets a sign-in note instead',
  tag,
  access: publicAccess,
  body: registrationCodeInputSchema,
  response: registrationCodeSentSchema,
});

export const verifyRegistrationCodeContract = defineContract({
  method: 'POST',
  path: '/api/public/registration/code/verify',
  summary: 'Checks the code (5 tries) and answers a one-time registration secret',
  tag,
  access: publicAccess,
  body: verifyRegistrationCodeInputSchema,
  response: registrationSecretSchema,
});

export const registerApplicantContract = defineContract({
  method: 'POST',
  path: '/api/public/registration/register',
  summary: 'Creates the applicant (worker, status applied) in the ad’s account with the secret',
  tag,
  access: publicAccess,
  body: registerApplicantInputSchema,
  response: registeredApplicantSchema,
  successStatus: 201,
});
