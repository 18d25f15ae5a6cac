import type { ApplicationRow } from '@portal/domain/recruitment';
import { formatDayKey } from '@portal/domain/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

type Seeking = Pick<ApplicationRow, 'applicationSeeking' | 'applicationStart' | 'applicationEnd'>;

/** The texts the list, its CSV and the detail share: place, what is sought and when. */
export function useApplicationLabels() {
  const { t } = useTranslation();
  const seekingOption = (option: string) =>
    t(`applications.seekingOptions.${option}` as ParseKeys, { defaultValue: option });
  return {
    place: (row: { addressCity: string | null; addressRegion: string | null }) =>
      [row.addressCity, row.addressRegion].filter(Boolean).join(', '),
    seekingOptions: (row: Seeking) => row.applicationSeeking.map(seekingOption).join(', '),
    /** "1.12.2026 – 31.1.2027", an open end as "1.12.2026 –"; empty when no start was given. */
    seekingPeriod: (row: Seeking) =>
      row.applicationStart
        ? `${formatDayKey(row.applicationStart)} – ${row.applicationEnd ? formatDayKey(row.applicationEnd) : ''}`.trim()
        : '',
    yesNo: (value: boolean | null) =>
      value === null ? '–' : value ? t('applications.yes') : t('applications.no'),
  };
}
