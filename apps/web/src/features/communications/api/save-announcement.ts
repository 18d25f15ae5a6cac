import {
  type AnnouncementInput,
  createAnnouncementContract,
  deleteAnnouncementsContract,
  updateAnnouncementContract,
} from '@portal/domain/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { announcementsKeys } from './announcements-keys';

/** Creates an announcement, or replaces one when `announcementId` is given; refusals land on the form. */
export function useSaveAnnouncement(accountId: string, announcementId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'communications.editor.saveError' },
    mutationFn: (body: AnnouncementInput) =>
      announcementId
        ? apiRequest(updateAnnouncementContract, { params: { accountId, announcementId }, body })
        : apiRequest(createAnnouncementContract, { params: { accountId }, body }),
    onSuccess: async (announcement) => {
      queryClient.setQueryData(announcementsKeys.detail(accountId, announcement.id), announcement);
      await queryClient.invalidateQueries({ queryKey: announcementsKeys.account(accountId) });
    },
  });
}

/** Deletes the chosen announcements at once. */
export function useDeleteAnnouncements(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'communications.announcements.deleteError' },
    mutationFn: (ids: string[]) =>
      apiRequest(deleteAnnouncementsContract, { params: { accountId }, body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKeys.account(accountId) }),
  });
}
