import type { UpdateProfileInput } from '@portal/domain/users';
import { updateProfileContract } from '@portal/domain/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/auth';

export function updateProfile(input: UpdateProfileInput) {
  return apiRequest(updateProfileContract, { body: input });
}

/** Saves the profile and puts the saved user into the session. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({
    meta: { failureTitle: 'settings.saveError' },
    mutationFn: updateProfile,
    onSuccess: setUser,
  });
}
