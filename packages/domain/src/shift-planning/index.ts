// The public surface of @portal/domain/shift-planning (decision 0016): import this entry point, not its files.

export * from './shift-planning';
export * from './shift-planning.contract';
export * from './shift-planning.inputs';
export * from './shift-planning.rules';
