import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { insertShifts } from '../../features/shifts/shifts.api';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import type { Database } from '../client';
import { areaGroupAccounts, areaGroupAreas, areaGroups, areas } from '../schema/areas.schema';
import { customerContracts, customerContractVersions } from '../schema/billing.schema';
import { campaignAreas, campaigns } from '../schema/campaigns.schema';
import { questionnaires, smsBroadcastRecipients, smsBroadcasts } from '../schema/communications.schema';
import { documentRequests, requestedDocuments } from '../schema/document-requests.schema';
import { contractTemplates } from '../schema/employment-contracts.schema';
import { interviews } from '../schema/interviews.schema';
import { jobAds } from '../schema/job-ads.schema';
import { licenceChecks } from '../schema/licence-checks.schema';
import { payrollLists, payrolls } from '../schema/payroll.schema';
import { poolAreas, poolMembers, pools } from '../schema/pools.schema';
import { applicationStepEvents, workerApplications } from '../schema/recruitment.schema';
import { gigs } from '../schema/shifts.schema';
import { accounts, organizations } from '../schema/tenancy.schema';
import { userAreas, users, workerPaymentDetails } from '../schema/users.schema';
import { buildApplications } from './applications';
import { withAreaContract } from './area-contracts';
import { buildAreaGroups } from './area-groups';
import { buildAreas } from './areas';
import { buildCampaigns } from './campaigns';
import { buildContractTemplates } from './contract-templates';
import { buildCustomerContracts } from './customer-contracts';
import { demoPassword } from './demo-users';
import { buildDocumentRequests } from './document-requests';
import { buildGermanTenancy, buildGermanUsers } from './german-account';
import { buildGermanGigs } from './german-gigs';
import { buildGigsAndShifts } from './gigs-and-shifts';
import { helsinkiDateOf, isoDate } from './helsinki-time';
import { buildInterviewTemplates } from './interview-templates';
import { buildJobAds } from './job-ads';
import { buildLicenceChecks } from './licence-checks';
import { buildAccounts, buildOrganizations } from './organizations';
import { buildPaymentDetails } from './payment-details';
import { seedDemoPayroll } from './payroll';
import { buildPoolAreas, buildPools } from './pools';
import { buildQuestionnaires } from './questionnaires';
import { buildSmsBroadcasts } from './sms-broadcasts';
import { buildStaff, buildStaffAreas } from './staff';
import { buildWorkers } from './workers';

const dayMs = 86_400_000;

/**
 * Fills an empty database with the demo tenants (Finnish ones and a German one), staff, areas, pools, workers, gigs and shifts, in one
 * transaction. Does nothing when any organization exists. The same `now` always gives the same rows
 * (fixed ids, seeded randomness); only the password hash differs, as argon2 salts each hash, and the sealed
 * identity codes and bank accounts, as each gets a fresh IV (they open to the same values). `cipher` is
 * the instance's personal data cipher, so the portal opens what the seed sealed.
 */
export async function seedDemoData(
  db: Database,
  options: { now: Date; cipher: PersonalDataCipher },
): Promise<{ seeded: boolean }> {
  const { now, cipher } = options;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: organizations.id }).from(organizations).limit(1);
    if (existing.length > 0) {
      return { seeded: false };
    }
    const passwordHash = await hash(demoPassword);
    const foundedAt = new Date(now.getTime() - 540 * dayMs);
    const staffSince = new Date(now.getTime() - 365 * dayMs);
    const workerRows = buildWorkers(now);
    const gigRows = buildGigsAndShifts(now, workerRows.workers);
    const groupRows = buildAreaGroups(foundedAt);
    const german = buildGermanTenancy(foundedAt);
    const germanUsers = buildGermanUsers(passwordHash, staffSince);
    const germanGigs = buildGermanGigs(now, helsinkiDateOf(now));
    const contractRows = buildCustomerContracts(isoDate(helsinkiDateOf(now)), foundedAt);

    await tx.insert(organizations).values([...buildOrganizations(foundedAt), ...german.organizations]);
    const accountRows = [...buildAccounts(foundedAt), ...german.accounts];
    await tx.insert(accounts).values(accountRows);
    await tx.insert(contractTemplates).values(buildContractTemplates(accountRows, foundedAt));
    await tx.insert(pools).values([...buildPools(foundedAt), ...german.pools]);
    // Areas, gigs and shifts name their customer contract: the contracts come first.
    await tx.insert(customerContracts).values(contractRows.contracts);
    await tx.insert(customerContractVersions).values(contractRows.versions);
    const areaRows = [...buildAreas(foundedAt), ...german.areas];
    await tx.insert(areas).values(withAreaContract(areaRows, (area) => area.id ?? ''));
    const campaignRows = buildCampaigns(isoDate(helsinkiDateOf(now)), foundedAt);
    await tx.insert(campaigns).values(campaignRows.campaigns);
    await tx.insert(campaignAreas).values(campaignRows.areas);
    await tx
      .insert(users)
      .values([...buildStaff(passwordHash, staffSince), ...workerRows.users, ...germanUsers.users]);
    await tx.insert(userAreas).values(buildStaffAreas());
    await tx.insert(workerPaymentDetails).values(buildPaymentDetails(workerRows.users, cipher, now));
    await tx.insert(poolAreas).values([...buildPoolAreas(), ...german.poolAreas]);
    await tx.insert(poolMembers).values([...workerRows.poolMembers, ...germanUsers.poolMembers]);
    await tx
      .insert(licenceChecks)
      .values(buildLicenceChecks([...workerRows.users, ...germanUsers.users], now));
    await tx.insert(areaGroups).values(groupRows.groups);
    await tx.insert(areaGroupAccounts).values(groupRows.accounts);
    await tx.insert(areaGroupAreas).values(groupRows.areas);
    await tx.insert(gigs).values([...gigRows.gigs, ...germanGigs.gigs]);
    // Shifts are the shifts feature's to write, the demo's too (decision 0011).
    await insertShifts(tx, [...gigRows.shifts, ...germanGigs.shifts]);
    const documentRows = buildDocumentRequests(workerRows.users, now);
    await tx.insert(documentRequests).values(documentRows.requests);
    await tx.insert(requestedDocuments).values(documentRows.documents);
    await tx.insert(jobAds).values(buildJobAds(isoDate(helsinkiDateOf(now)), now));
    const applicationRows = buildApplications(workerRows.users, now);
    await tx.insert(workerApplications).values(applicationRows.applications);
    await tx.insert(applicationStepEvents).values(applicationRows.events);
    await tx.insert(interviews).values(buildInterviewTemplates(now));
    const smsRows = buildSmsBroadcasts(workerRows.users, now);
    await tx.insert(smsBroadcasts).values(smsRows.broadcasts);
    await tx.insert(smsBroadcastRecipients).values(smsRows.recipients);
    await tx.insert(questionnaires).values(buildQuestionnaires(isoDate(helsinkiDateOf(now)), now));
    const payroll = await seedDemoPayroll(tx, cipher, now);
    if (payroll.paidOn) {
      // Paid as the payroll feature pays a whole list (its payrolls paid, the list settled).
      await tx
        .update(payrolls)
        .set({ status: 'paid', paidOn: payroll.paidOn })
        .where(eq(payrolls.payrollListId, payroll.payrollListId));
      await tx.update(payrollLists).set({ stage: 'paid' }).where(eq(payrollLists.id, payroll.payrollListId));
    }
    return { seeded: true };
  });
}
