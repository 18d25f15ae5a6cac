import { paths } from '@/features/gigs/gigs.paths';

/** The create/edit page of one gig. */
export function gigEditPath(gigId: string): string {
  return paths.gigsEdit.replace(':id?', encodeURIComponent(gigId));
}
