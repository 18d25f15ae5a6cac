// The public surface of @portal/domain/application-comments (decision 0016): import this entry point.

export * from './application-comments';
export * from './application-comments.contract';
