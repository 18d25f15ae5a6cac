// The public surface of @portal/domain/job-ads (decision 0016): import this entry point, not its files.
export * from './job-ads';
export * from './job-ads.contract';
export * from './job-ads.inputs';
export * from './job-ads.views';
