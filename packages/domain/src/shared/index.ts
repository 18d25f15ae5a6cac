// The public surface of @portal/domain/shared (decision 0016): import this entry point, not its files.
export * from './birthday';
export * from './constants';
export * from './contract';
export * from './errors';
export * from './helsinki-time';
export * from './money';
export * from './paging';
export * from './route-params';
export * from './safe-text';
export * from './validators';
export * from './vat';
