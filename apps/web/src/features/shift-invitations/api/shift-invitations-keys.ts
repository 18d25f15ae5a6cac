/**
 * Query keys of the invitations feature. Staff data sits under the `shifts` root (see lib/live-events):
 * a change notice about a shift then refreshes its invitations too, as the shift's history does. The
 * public page has its own root; it is not an account's data and no live notice reaches it.
 */
export const shiftInvitationsKeys = {
  shiftRoot: (accountId: string) => ['shifts', accountId] as const,
  ofShift: (accountId: string, shiftId: string) =>
    [...shiftInvitationsKeys.shiftRoot(accountId), 'invitations', shiftId] as const,
  publicInvitation: (token: string) => ['shift-invitations', 'public', token] as const,
};
