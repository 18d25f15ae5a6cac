import { paths } from '@/features/confirmations/confirmations.paths';

/** The view page of one confirmation (its shift id). */
export function confirmationViewPath(shiftId: string): string {
  return paths.confirmationsView.replace(':id', encodeURIComponent(shiftId));
}
