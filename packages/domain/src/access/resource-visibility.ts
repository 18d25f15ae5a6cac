import type { StaffRole } from './roles';

/** A menu resource (spec section 3, Resource): public, or private and visible to the roles listed. */
export type MenuResource = {
  visibility: 'public' | 'private';
  visibleTo: readonly StaffRole[];
};

/**
 * Spec section 6: admin and super-admin see all menu items; other users see only public resources plus
 * private resources whose visibleTo list includes them. Ability filtering is applied on top of this.
 */
export function isResourceVisible(resource: MenuResource, role: StaffRole): boolean {
  if (role === 'admin' || role === 'super-admin') {
    return true;
  }
  return resource.visibility === 'public' || resource.visibleTo.includes(role);
}
