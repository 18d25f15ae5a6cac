import type { Locale } from '@portal/domain/shared';
import { useUpdateProfile } from '@/features/settings/api/update-profile';
import { useSession } from '@/lib/auth';
import { applyLocale } from '@/lib/i18n';

/** Switches the language; a signed-in user's choice is also saved to the profile (PUT /api/me/profile). */
export function useChangeLanguage() {
  const { user } = useSession();
  const updateProfile = useUpdateProfile();

  return async (locale: Locale) => {
    await applyLocale(locale);
    if (user && user.locale !== locale) {
      const { firstName, lastName, mobile } = user;
      // A failure is toasted by the query client's default handler.
      updateProfile.mutate({ firstName, lastName, mobile, locale });
    }
  };
}
