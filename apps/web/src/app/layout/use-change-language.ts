import type { Locale } from '@portal/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/features/settings/api/update-profile';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { applyLocale } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/** Switches the language; a signed-in user's choice is also saved to the profile (PUT /api/me/profile). */
export function useChangeLanguage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const updateProfile = useUpdateProfile();

  return async (locale: Locale) => {
    await applyLocale(locale);
    if (user && user.locale !== locale) {
      const { firstName, lastName, mobile } = user;
      updateProfile.mutate(
        { firstName, lastName, mobile, locale },
        { onError: (error) => notify.error({ message: t(errorMessageKey(error)) }) },
      );
    }
  };
}
