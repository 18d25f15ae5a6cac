import { approveGig } from './use-cases/approve-gig';
import { createGig } from './use-cases/create-gig';
import { createGigTemplate } from './use-cases/create-gig-template';
import { declineGig } from './use-cases/decline-gig';
import { deleteGig } from './use-cases/delete-gig';
import { deleteGigShift } from './use-cases/delete-gig-shift';
import { deleteGigTemplate } from './use-cases/delete-gig-template';
import { getGig } from './use-cases/get-gig';
import type { GigsServiceDependencies } from './use-cases/gig-use-case';
import { listGigTemplates } from './use-cases/list-gig-templates';
import { listGigs } from './use-cases/list-gigs';
import { publishGig } from './use-cases/publish-gig';
import { restoreGig } from './use-cases/restore-gig';
import { splitGigShift } from './use-cases/split-gig-shift';
import { updateGig } from './use-cases/update-gig';

export type { GigsServiceDependencies } from './use-cases/gig-use-case';

type UseCase<Options, Result> = (dependencies: GigsServiceDependencies, options: Options) => Result;

function bind<Options, Result>(dependencies: GigsServiceDependencies, useCase: UseCase<Options, Result>) {
  return (options: Options): Result => useCase(dependencies, options);
}

/**
 * Gigs (orders) and their shifts: one use case per file in `use-cases/`, each taking one options object.
 * The routes check the account (404 outside the caller's accounts) and, for staff-only actions, the Gig
 * ability (403); reads and orders check the Gig ability on the gig's area, because a customer may be limited
 * to some areas. Shift changes go through the shifts feature (`shifts.api.ts`), which writes their history,
 * and the gig's figures are recomputed in the same transaction.
 */
export function createGigsService(dependencies: GigsServiceDependencies) {
  return {
    listGigs: bind(dependencies, listGigs),
    getGig: bind(dependencies, getGig),
    createGig: bind(dependencies, createGig),
    updateGig: bind(dependencies, updateGig),
    publishGig: bind(dependencies, publishGig),
    approveGig: bind(dependencies, approveGig),
    declineGig: bind(dependencies, declineGig),
    deleteGig: bind(dependencies, deleteGig),
    restoreGig: bind(dependencies, restoreGig),
    splitGigShift: bind(dependencies, splitGigShift),
    deleteGigShift: bind(dependencies, deleteGigShift),
    listGigTemplates: bind(dependencies, listGigTemplates),
    createGigTemplate: bind(dependencies, createGigTemplate),
    deleteGigTemplate: bind(dependencies, deleteGigTemplate),
  };
}

export type GigsService = ReturnType<typeof createGigsService>;
