import { paths } from '@/config/paths';

/** The create/edit page of one gig. */
export function gigEditPath(gigId: string): string {
  return paths.gigsEdit.replace(':id?', encodeURIComponent(gigId));
}
