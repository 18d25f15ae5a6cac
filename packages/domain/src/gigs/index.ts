// The public surface of @portal/domain/gigs (decision 0016): import this entry point, not its files.

export * from './gig';
export * from './gig-area-fields';
export * from './gig-label.rules';
export * from './gig-shifts.rules';
export * from './gigs';
export * from './gigs.contract';
export * from './gigs.inputs';
