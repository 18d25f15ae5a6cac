// The public surface of @portal/domain/billing: import this entry point, not its files.
export * from './bank-identifiers';
export * from './invoice-disputes.contract';
export * from './invoice-disputes.views';
export * from './invoice-status';
export * from './invoice-totals';
export * from './invoices.contract';
export * from './invoices.inputs';
export * from './invoices.views';
export * from './payment-references';
export * from './virtual-barcode';
