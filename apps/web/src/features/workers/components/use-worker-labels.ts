import type { EmploymentType, FinnishCareRole } from '@portal/domain/users';
import type { ApplicationSeeking, WorkerStepState } from '@portal/domain/workers';
import { useTranslation } from 'react-i18next';

// Stored values are Finnish words (spec: role names lower-case); translation keys are plain identifiers.
const professionKeys = {
  sairaanhoitaja: 'registeredNurse',
  lähihoitaja: 'practicalNurse',
  'hoiva-avustaja': 'careAssistant',
  'henkilökohtainen avustaja': 'personalAssistant',
  ensihoitaja: 'paramedic',
  lääkäri: 'doctor',
  röntgenhoitaja: 'radiographer',
  kokki: 'cook',
} as const satisfies Record<FinnishCareRole, string>;

const seekingKeys = {
  keikkatyö: 'gigWork',
  sijaisuus: 'substitute',
  vakituinen: 'permanent',
} as const satisfies Record<ApplicationSeeking, string>;

const statusKeys = ['applied', 'accepted', 'inactive', 'deleted'] as const;
const employmentTypeKeys = [
  'gig-worker',
  'temporary-worker',
  'full-time',
  'part-time',
  'unemployed',
] as const;

function isKeyOf<T extends object>(record: T, value: string): value is Extract<keyof T, string> {
  return Object.hasOwn(record, value);
}

/** Translated names of stored worker values; an unknown stored value is shown as it is. */
export function useWorkerLabels() {
  const { t } = useTranslation();
  return {
    profession: (value: string | null): string => {
      if (value === null) {
        return t('workers.notSet');
      }
      return isKeyOf(professionKeys, value) ? t(`workers.professions.${professionKeys[value]}`) : value;
    },
    employmentType: (value: string | null): string => {
      if (value === null) {
        return t('workers.notSet');
      }
      return (employmentTypeKeys as readonly string[]).includes(value)
        ? t(`workers.employmentTypes.${value as EmploymentType}`)
        : value;
    },
    status: (value: string): string =>
      (statusKeys as readonly string[]).includes(value)
        ? t(`workers.statuses.${value as (typeof statusKeys)[number]}`)
        : value,
    seeking: (value: string): string =>
      isKeyOf(seekingKeys, value) ? t(`workers.seeking.${seekingKeys[value]}`) : value,
    stepState: (value: WorkerStepState | null): string => t(`workers.stepStates.${value ?? 'signed'}`),
  };
}
