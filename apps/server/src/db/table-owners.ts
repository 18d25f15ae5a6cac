/**
 * Who may write each table (decision 0013). A table has exactly one owner: the feature folder (or, for
 * the audit log, the shared module) whose code inserts, updates and deletes its rows. Any other feature
 * that needs a row changed calls the owner's public file (`features/<owner>/<owner>.api.ts`).
 * Reading is free; writing is the owner's. `table-ownership.test.ts` checks the source against this map.
 */
export const tableOwners = {
  organizations: 'features/accounts',
  accounts: 'features/accounts',
  users: 'features/workers',
  user_areas: 'features/workers',
  refresh_tokens: 'features/auth',
  login_links: 'features/auth',
  system_values: 'features/auth',
  audit_log: 'lib/audit.ts',
  areas: 'features/areas',
  area_groups: 'features/area-groups',
  area_group_accounts: 'features/area-groups',
  area_group_areas: 'features/area-groups',
  pools: 'features/pools',
  pool_members: 'features/pools',
  pool_areas: 'features/pools',
  worker_blocks: 'features/worker-blocks',
  documents: 'features/documents',
  temporary_contracts: 'features/temporary-contracts',
  mail_outbox: 'features/outbox',
  sms_outbox: 'features/outbox',
  gigs: 'features/gigs',
  shifts: 'features/shifts',
  shift_invitations: 'features/shift-invitations',
  customer_contracts: 'features/customer-contracts',
  customer_contract_versions: 'features/customer-contracts',
  invoices: 'features/invoices',
  invoice_lines: 'features/invoices',
  invoice_number_sequences: 'features/invoices',
  invoice_line_disputes: 'features/invoices',
  campaigns: 'features/campaigns',
  campaign_areas: 'features/campaigns',
  payroll_lists: 'features/payroll',
  payrolls: 'features/payroll',
  payroll_lines: 'features/payroll',
  wage_reports: 'features/wage-reports',
  payer_summary_reports: 'features/wage-reports',
  worker_payment_details: 'features/workers',
  document_requests: 'features/document-requests',
  requested_documents: 'features/document-requests',
} as const satisfies Record<string, string>;

export type OwnedTable = keyof typeof tableOwners;
