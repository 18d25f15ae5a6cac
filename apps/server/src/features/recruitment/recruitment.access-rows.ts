import type { AccessRows } from '../../testing/access-row';
import { applicationsAccessRows } from './applications.access-rows';
import {
  applicantDetails,
  matrixRegistration as fixture,
  prepareRecruitmentAccessFixtures,
} from './recruitment-access-fixtures';

const base = '/api/public/registration';

/**
 * The registration routes are public (an applicant has no account yet): anyone may call them. The
 * applications routes are staff's (applications.access-rows.ts).
 */
export const recruitmentAccessRows: AccessRows = {
  ...applicationsAccessRows,
  'GET /api/public/registration/recruitments/:recruitmentId': {
    allowed: 'public',
    prepare: (db, world) => prepareRecruitmentAccessFixtures(db, world.accountA1.id),
    request: () => ({ method: 'GET', url: `${base}/recruitments/${fixture.adId}` }),
  },
  'POST /api/public/registration/email-check': {
    allowed: 'public',
    request: () => ({ method: 'POST', url: `${base}/email-check`, payload: { email: 'uusi@example.fi' } }),
  },
  'POST /api/public/registration/code': {
    allowed: 'public',
    prepare: (db, world) => prepareRecruitmentAccessFixtures(db, world.accountA1.id),
    request: () => ({
      method: 'POST',
      url: `${base}/code`,
      payload: { email: 'toinen@example.fi', recruitmentId: fixture.adId },
    }),
  },
  'POST /api/public/registration/code/verify': {
    allowed: 'public',
    prepare: (db, world) => prepareRecruitmentAccessFixtures(db, world.accountA1.id),
    request: () => ({
      method: 'POST',
      url: `${base}/code/verify`,
      payload: { email: fixture.verifyEmail, code: fixture.code },
    }),
  },
  'POST /api/public/registration/register': {
    allowed: 'public',
    prepare: (db, world) => prepareRecruitmentAccessFixtures(db, world.accountA1.id),
    request: () => ({
      method: 'POST',
      url: `${base}/register`,
      payload: { secret: fixture.secret, recruitmentId: fixture.adId, details: applicantDetails() },
    }),
  },
};
