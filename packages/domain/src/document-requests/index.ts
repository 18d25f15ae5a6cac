// The public surface of @portal/domain/document-requests (decision 0016): import this entry point, not its files.

export * from './document-request-states';
export * from './document-requests';
export * from './document-requests.contract';
export * from './document-requests.inputs';
export * from './uploaded-file';
