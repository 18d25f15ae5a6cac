import type { AppAbility, StaffRole } from '@portal/domain/access';
import { isResourceVisible } from '@portal/domain/access';
import { canAccess } from '@/lib/can';
import type { MenuGroup } from './menu-groups';

export type MenuViewer = { ability: AppAbility; role: StaffRole; accountId: string | null };

/** The entries a user may see (ability and resource visibility both), dropping groups left empty. */
export function visibleMenuGroups(groups: readonly MenuGroup[], viewer: MenuViewer): MenuGroup[] {
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) =>
          isResourceVisible(entry.resource, viewer.role) &&
          canAccess(viewer.ability, entry.access, viewer.accountId),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}
