import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shifts } from './shifts.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * A pay period of an account (spec: payroll-lists; issue 14 §2): every verified, unpaid shift whose Helsinki
 * day is in [period_from, period_to] is paid on payment_date. `kind` quick is a small list of quick-boosted
 * shifts paid within days (quick-pay tabs pending → sent → paying → paid); `stage` records where a list is
 * (the values are the payroll feature's domain type). A list is deleted (soft) only while nothing is paid.
 */
export const payrollLists = pgTable(
  'payroll_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['regular', 'quick'] })
      .notNull()
      .default('regular'),
    stage: text('stage').notNull().default('open'),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('payroll_lists_account_live')
      .on(table.accountId, table.paymentDate)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * One worker's pay in one payroll list (spec: payrolls/view/:id, "payroll paid or not paid"). The sums are
 * kept with the lines so lists read fast; a paid payroll is locked (its lines never change again).
 */
export const payrolls = pgTable(
  'payrolls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    payrollListId: uuid('payroll_list_id')
      .notNull()
      .references(() => payrollLists.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['not-paid', 'paid'] })
      .notNull()
      .default('not-paid'),
    paidOn: date('paid_on', { mode: 'string' }),
    paidBy: uuid('paid_by').references(() => users.id),
    paidMinutes: integer('paid_minutes').notNull().default(0),
    grossCents: integer('gross_cents').notNull().default(0),
    /** The tax-exempt part of the gross (the kilometre allowance). */
    taxExemptCents: integer('tax_exempt_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payrolls_list_worker').on(table.payrollListId, table.workerId),
    index('payrolls_account_worker').on(table.accountId, table.workerId),
  ],
);

/**
 * A line of a payroll: a shift's pay line (`shift_id` set; kinds of `@portal/domain/payroll`), holiday
 * compensation, or a manual adjustment (`shift_id` null, `reason` required, audited). `income_type` is the
 * Incomes Register code the line is reported under. Amounts in integer cents; an adjustment may be negative.
 */
export const payrollLines = pgTable(
  'payroll_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    payrollId: uuid('payroll_id')
      .notNull()
      .references(() => payrolls.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id').references(() => shifts.id),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    incomeType: integer('income_type').notNull(),
    /** The shift's Helsinki day (or the adjustment's), for the payslip and the report's earnings period. */
    day: date('day', { mode: 'string' }),
    minutes: integer('minutes'),
    unitCents: integer('unit_cents'),
    /** The base wage of a supplement hour: its part is time-rate pay for the register. */
    baseUnitCents: integer('base_unit_cents'),
    kilometreHundredths: integer('kilometre_hundredths'),
    basisPoints: integer('basis_points'),
    baseCents: integer('base_cents'),
    grossCents: integer('gross_cents').notNull(),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payroll_lines_payroll_idx').on(table.payrollId, table.position),
    index('payroll_lines_shift_idx').on(table.shiftId).where(sql`${table.shiftId} is not null`),
  ],
);

/**
 * An earnings payment report to the Incomes Register: one per worker and payment date (issue 14 §2). The
 * file is kept as made (`xml`); states are `@portal/domain/incomes-register` WageReportState. A replacement
 * (`replaces_report_id`) has the same payment date and the register's report id of the original.
 */
export const wageReports = pgTable(
  'wage_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('sent'),
    /** The payer's own report id (ReportId), unique per account. */
    reportId: text('report_id').notNull(),
    /** The register's report reference (IRReportId) once it is known: needed to replace or invalidate. */
    irReportId: text('ir_report_id'),
    replacesReportId: uuid('replaces_report_id'),
    grossCents: integer('gross_cents').notNull(),
    xml: text('xml').notNull(),
    invalidationXml: text('invalidation_xml'),
    statusNote: text('status_note'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wage_reports_account_report_id').on(table.accountId, table.reportId),
    index('wage_reports_account_payment').on(table.accountId, table.paymentDate),
    index('wage_reports_worker').on(table.workerId, table.paymentDate),
  ],
);

/**
 * The employer's separate report (PayerSummaryReportsToIR) of one calendar month (`month` is its first
 * day), including the "no wages payable" case. A replacement keeps the month and names the original.
 */
export const payerSummaryReports = pgTable(
  'payer_summary_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('sent'),
    reportId: text('report_id').notNull(),
    irReportId: text('ir_report_id'),
    replacesReportId: uuid('replaces_report_id'),
    noWagesPayable: boolean('no_wages_payable').notNull().default(false),
    grossCents: integer('gross_cents').notNull().default(0),
    xml: text('xml').notNull(),
    statusNote: text('status_note'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payer_summary_reports_account_report_id').on(table.accountId, table.reportId),
    index('payer_summary_reports_account_month').on(table.accountId, table.month),
  ],
);
