// The public surface of @portal/domain/images (decision 0016): import this entry point, not its files.

export * from './images';
