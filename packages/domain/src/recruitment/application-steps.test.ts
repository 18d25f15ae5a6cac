import { describe, expect, it } from 'vitest';
import {
  applicationStepMovers,
  applicationSteps,
  canMoveApplication,
  canRecruiterMoveApplication,
  recruiterMovesFrom,
} from './application-steps';

// The table written out once more, as pairs: a change to the machine must change this list too.
const allowed = new Set([
  'applied licence_confirmed',
  'applied licence_not_found',
  'applied no_answer',
  'applied interview_scheduled',
  'applied documents_requested',
  'applied rejected',
  'applied withdrawn',
  'licence_confirmed no_answer',
  'licence_confirmed interview_scheduled',
  'licence_confirmed interview_sent',
  'licence_confirmed documents_requested',
  'licence_confirmed confirmed',
  'licence_confirmed rejected',
  'licence_confirmed withdrawn',
  'licence_not_found licence_confirmed',
  'licence_not_found no_answer',
  'licence_not_found rejected',
  'licence_not_found withdrawn',
  'no_answer licence_confirmed',
  'no_answer licence_not_found',
  'no_answer interview_scheduled',
  'no_answer interview_sent',
  'no_answer rejected',
  'no_answer withdrawn',
  'interview_scheduled interview_sent',
  'interview_scheduled submitted',
  'interview_scheduled no_answer',
  'interview_scheduled rejected',
  'interview_scheduled withdrawn',
  'interview_sent interview_scheduled',
  'interview_sent submitted',
  'interview_sent rejected',
  'interview_sent withdrawn',
  'submitted confirmed',
  'submitted documents_requested',
  'submitted waiting_for_offer',
  'submitted rejected',
  'submitted withdrawn',
  'confirmed documents_requested',
  'confirmed waiting_for_offer',
  'confirmed contract_sent',
  'confirmed withdrawn',
  'documents_requested documents_received',
  'documents_requested rejected',
  'documents_requested withdrawn',
  'documents_received documents_confirmed',
  'documents_received documents_requested',
  'documents_received rejected',
  'documents_received withdrawn',
  'documents_confirmed confirmed',
  'documents_confirmed documents_requested',
  'documents_confirmed waiting_for_offer',
  'documents_confirmed contract_sent',
  'documents_confirmed rejected',
  'documents_confirmed withdrawn',
  'waiting_for_offer confirmed',
  'waiting_for_offer documents_requested',
  'waiting_for_offer contract_sent',
  'waiting_for_offer rejected',
  'waiting_for_offer withdrawn',
  'contract_sent contract_signed',
  'contract_sent waiting_for_offer',
  'contract_sent withdrawn',
  'contract_signed confirmed',
  'contract_signed withdrawn',
  'rejected applied',
  'withdrawn applied',
]);

describe('the application step machine, every (from, to) pair', () => {
  for (const from of applicationSteps) {
    for (const to of applicationSteps) {
      const expected = allowed.has(`${from} ${to}`);
      it(`${from} → ${to}: ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canMoveApplication(from, to)).toBe(expected);
      });
    }
  }
});

describe('who moves an application', () => {
  it('leaves documents and contracts to the system and confirming to the confirm action', () => {
    const systemSteps = applicationSteps.filter((step) => applicationStepMovers[step] === 'system');
    expect(systemSteps).toEqual([
      'documents_requested',
      'documents_received',
      'documents_confirmed',
      'contract_sent',
      'contract_signed',
    ]);
    expect(canRecruiterMoveApplication('documents_requested', 'documents_received')).toBe(false);
    expect(canRecruiterMoveApplication('contract_sent', 'contract_signed')).toBe(false);
    expect(canRecruiterMoveApplication('submitted', 'confirmed')).toBe(false);
    expect(canRecruiterMoveApplication('applied', 'licence_confirmed')).toBe(true);
  });

  it('offers a recruiter only the steps the route takes', () => {
    expect(recruiterMovesFrom('applied')).toEqual([
      'licence_confirmed',
      'licence_not_found',
      'no_answer',
      'interview_scheduled',
      'rejected',
      'withdrawn',
    ]);
    expect(recruiterMovesFrom('contract_sent')).toEqual(['waiting_for_offer', 'withdrawn']);
    expect(recruiterMovesFrom('rejected')).toEqual(['applied']);
  });

  it('lets every step be reached from applied, and every step but the start leave', () => {
    const reached = new Set<string>(['applied']);
    let frontier: string[] = ['applied'];
    while (frontier.length > 0) {
      frontier = frontier.flatMap((from) =>
        applicationSteps.filter((to) => canMoveApplication(from as never, to) && !reached.has(to)),
      );
      for (const step of frontier) {
        reached.add(step);
      }
    }
    expect([...reached].sort()).toEqual([...applicationSteps].sort());
  });
});
