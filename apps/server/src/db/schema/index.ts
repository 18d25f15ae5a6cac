// The schema entry point drizzle-kit reads; application code imports the per-feature files directly.
export * from './areas.schema';
export * from './audit.schema';
export * from './auth.schema';
export * from './billing.schema';
export * from './campaigns.schema';
export * from './document-requests.schema';
export * from './employment-contracts.schema';
export * from './hr.schema';
export * from './invoices.schema';
export * from './onboarding.schema';
export * from './outbox.schema';
export * from './payroll.schema';
export * from './pools.schema';
export * from './shifts.schema';
export * from './system.schema';
export * from './tenancy.schema';
export * from './users.schema';
