import type { ContractVersion } from '@portal/domain/customer-contracts';
import type { BreakRule, CollectiveAgreement } from '@portal/domain/pay-rules';
import { addDays, helsinkiDayStart } from '@portal/domain/shared';
import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { customerContracts, customerContractVersions } from '../../db/schema/billing.schema';
import { invoiceLines, invoices } from '../../db/schema/invoices.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';
import type { BillableShift, PricingContract } from './invoice-pricing';

// What an invoice is made of, read from the tables of other features (reading is free; decision 0013):
// the verified shifts of a contract not yet on a live invoice, the contract with its versions, the
// account's break rule.

export type InvoiceContract = PricingContract & {
  id: string;
  accountId: string;
  name: string;
  customerNumber: string | null;
};

/**
 * A shift is taken while one of its lines is on an invoice (not a credit note) that is not deleted and
 * no credit-note line cancels that line (decision 0035): a deleted draft or a credited line frees it.
 */
export const isNotInvoiced: SQL = sql`not exists (
  select 1 from ${invoiceLines} l join ${invoices} i on i.id = l.invoice_id
  where l.shift_id = ${shifts.id} and i.kind = 'invoice' and i.status <> 'deleted' and i.deleted_at is null
    and not exists (select 1 from ${invoiceLines} c where c.credits_line_id = l.id))`;

const isVerifiedOf = (accountId: string) =>
  and(
    eq(shifts.accountId, accountId),
    eq(shifts.status, 'verified'),
    isNull(shifts.deletedAt),
    isNotInvoiced,
  );

/** Verified, not yet invoiced shifts of a contract whose (planned) Helsinki start day is in the period. */
export async function findBillableShifts(
  executor: Executor,
  filter: { accountId: string; contractIds: readonly string[]; from?: string; to?: string },
): Promise<(BillableShift & { contractId: string })[]> {
  if (filter.contractIds.length === 0) {
    return [];
  }
  const rows = await executor
    .select({
      id: shifts.id,
      contractId: shifts.contractId,
      title: shifts.title,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      actualStartsAt: shifts.actualStartsAt,
      actualEndsAt: shifts.actualEndsAt,
      breakMinutes: shifts.breakMinutes,
      roleType: shifts.roleType,
      kilometres: shifts.kilometrikorvaus,
      workerId: shifts.assignedTo,
      workerFirstName: users.firstName,
      workerLastName: users.lastName,
      areaId: shifts.areaId,
      areaName: areas.name,
      createdAt: shifts.createdAt,
    })
    .from(shifts)
    .leftJoin(users, eq(users.id, shifts.assignedTo))
    .leftJoin(areas, eq(areas.id, shifts.areaId))
    .where(
      and(
        isVerifiedOf(filter.accountId),
        inArray(shifts.contractId, [...filter.contractIds]),
        filter.from ? gte(shifts.startsAt, helsinkiDayStart(filter.from)) : undefined,
        filter.to ? lt(shifts.startsAt, helsinkiDayStart(addDays(filter.to, 1))) : undefined,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return rows.map(({ workerFirstName, workerLastName, contractId, kilometres, ...row }) => ({
    ...row,
    contractId: contractId as string,
    kilometres: kilometres === null ? null : Number(kilometres),
    workerName: workerFirstName === null ? null : `${workerFirstName} ${workerLastName ?? ''}`.trim(),
  }));
}

/** How many verified, not yet invoiced shifts each contract of the account has. */
export async function countBillableShifts(
  executor: Executor,
  accountId: string,
): Promise<Map<string, number>> {
  const rows = await executor
    .select({ contractId: shifts.contractId, count: sql<number>`count(*)::int` })
    .from(shifts)
    .where(and(isVerifiedOf(accountId), sql`${shifts.contractId} is not null`))
    .groupBy(shifts.contractId);
  return new Map(rows.map((row) => [row.contractId as string, row.count]));
}

/** The account's live contracts by name, with their versions (oldest first). */
export async function findInvoiceContracts(
  executor: Executor,
  accountId: string,
  options: { contractId?: string; forUpdate?: boolean } = {},
): Promise<InvoiceContract[]> {
  const query = executor
    .select()
    .from(customerContracts)
    .where(
      and(
        eq(customerContracts.accountId, accountId),
        isNull(customerContracts.deletedAt),
        options.contractId ? eq(customerContracts.id, options.contractId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${customerContracts.name})`), asc(customerContracts.id));
  const rows = options.forUpdate ? await query.for('update') : await query;
  if (rows.length === 0) {
    return [];
  }
  const versions = await executor
    .select()
    .from(customerContractVersions)
    .where(
      inArray(
        customerContractVersions.contractId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(customerContractVersions.validFrom));
  return rows.map((row) => ({
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    customerNumber: row.customerNumber,
    validFrom: row.validFrom,
    validTo: row.validTo,
    // The text columns hold only the domain's values: the contract input schema checks them on write.
    collectiveAgreement: row.collectiveAgreement as CollectiveAgreement,
    vatTreatment: row.vatTreatment === 'exempt' ? 'exempt' : 'standard',
    campaignsRaisePrice: row.campaignsRaisePrice,
    versions: versions
      .filter((version) => version.contractId === row.id)
      .map(
        (version): ContractVersion => ({
          validFrom: version.validFrom,
          prices: version.prices,
          wages: version.wages,
        }),
      ),
  }));
}

/** The account's break rule, as confirmations use it. */
export async function findBreakRule(executor: Executor, accountId: string): Promise<BreakRule> {
  const [row] = await executor
    .select({ unpaidTime: accounts.unpaidTime, minHoursWithBreak: accounts.minHoursWithBreak })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { unpaidTime: row?.unpaidTime ?? 30, minHoursWithBreak: Number(row?.minHoursWithBreak ?? 0) };
}
