import type { ApplicationStep } from '@portal/domain/recruitment';
import type { applicationStepEvents, workerApplications } from '../schema/recruitment.schema';
import type { users } from '../schema/users.schema';
import { deriveId } from './ids';
import { staffIdOf } from './staff';

type UserRow = typeof users.$inferInsert;
type ApplicationRow = typeof workerApplications.$inferInsert;
type StepEventRow = typeof applicationStepEvents.$inferInsert;

/** How an application got to its step, along the table's moves (decision 0052). */
const pathTo: Record<string, ApplicationStep[]> = {
  applied: [],
  licence_confirmed: ['licence_confirmed'],
  no_answer: ['no_answer'],
  interview_scheduled: ['licence_confirmed', 'interview_scheduled'],
  submitted: ['licence_confirmed', 'interview_scheduled', 'interview_sent', 'submitted'],
  waiting_for_offer: ['licence_confirmed', 'interview_scheduled', 'submitted', 'waiting_for_offer'],
  contract_sent: [
    'licence_confirmed',
    'interview_scheduled',
    'submitted',
    'waiting_for_offer',
    'contract_sent',
  ],
  confirmed: ['licence_confirmed', 'interview_scheduled', 'submitted', 'confirmed'],
  documents_confirmed: [
    'licence_confirmed',
    'interview_scheduled',
    'submitted',
    'confirmed',
    'documents_requested',
    'documents_received',
    'documents_confirmed',
  ],
};
/** The steps the demo's applicants (status applied) are spread over, in turn. */
const applicantSteps = ['applied', 'licence_confirmed', 'no_answer', 'interview_scheduled', 'submitted'];

const hour = 60 * 60 * 1000;
/** Moves the documents and contracts features make: no recruiter in the history. */
const systemSteps = new Set<ApplicationStep>(['documents_received', 'contract_sent']);

/**
 * The demo's application bank (issue 16 §2): every worker still applying (status applied) or waiting for
 * a contract, and every worker confirmed in the last 90 days, gets an application spread over the steps,
 * with its history: the agent moved it, the system sent the contract.
 */
export function buildApplications(
  workers: readonly UserRow[],
  now: Date,
): {
  applications: ApplicationRow[];
  events: StepEventRow[];
} {
  const applications: ApplicationRow[] = [];
  const events: StepEventRow[] = [];
  // Workers who joined in the last 90 days came through the pipeline too: their applications are confirmed.
  const recent = now.getTime() - 90 * 24 * hour;
  const applying = workers.filter(
    (user) =>
      user.role === 'worker' &&
      user.id &&
      user.accountId &&
      (!user.confirmed || (user.createdAt?.getTime() ?? 0) >= recent),
  );
  // Each account's applicants take the steps in turn, so every account shows several.
  const turns = new Map<string, number>();
  applying.forEach((user, index) => {
    const turn = turns.get(user.accountId as string) ?? 0;
    if (user.status === 'applied') {
      turns.set(user.accountId as string, turn + 1);
    }
    const step = user.confirmed
      ? index % 2 === 0
        ? 'confirmed'
        : 'documents_confirmed'
      : user.stepState === 'contract_pending'
        ? 'contract_sent'
        : user.stepState === 'waiting_for_contract'
          ? 'waiting_for_offer'
          : (applicantSteps[turn % applicantSteps.length] as string);
    const createdAt = user.createdAt ?? new Date();
    const userId = user.id as string;
    const accountId = user.accountId as string;
    let at = createdAt;
    let from: ApplicationStep | null = null;
    for (const to of ['applied' as const, ...(pathTo[step] ?? [])]) {
      events.push({
        id: deriveId(`application-step:${userId}:${to}`),
        accountId,
        applicantId: userId,
        fromStep: from,
        toStep: to,
        note: to === 'no_answer' ? 'Ei vastannut, soitetaan uudelleen.' : null,
        actorId: to === 'applied' ? userId : systemSteps.has(to) ? null : staffIdOf('agent'),
        createdAt: at,
      });
      from = to;
      at = new Date(at.getTime() + 26 * hour);
    }
    applications.push({
      userId,
      accountId,
      source: index % 3 === 0 ? 'invitation' : 'registration',
      languages: ['suomi'],
      drivingLicence: index % 2 === 0,
      step,
      stepChangedAt: events.at(-1)?.createdAt ?? createdAt,
      assignedTo: step === 'applied' ? null : staffIdOf('agent'),
      createdAt,
      updatedAt: createdAt,
    });
  });
  return { applications, events };
}
