import { Badge } from '@mantine/core';
import type { ApplicationStep } from '@portal/domain/recruitment';
import { useTranslation } from 'react-i18next';

/**
 * One colour per stage of the pipeline, so a recruiter reads the list by colour: new (blue), licence
 * (teal / orange when not found), calls (yellow), interview (violet), worker confirmed (green), documents
 * (cyan), contract (lime / green), and the ends (red rejected, grey withdrawn).
 */
export const applicationStepColors: Record<ApplicationStep, string> = {
  applied: 'blue',
  licence_confirmed: 'teal',
  licence_not_found: 'orange',
  no_answer: 'yellow',
  interview_scheduled: 'violet',
  interview_sent: 'violet',
  submitted: 'grape',
  confirmed: 'green',
  documents_requested: 'cyan',
  documents_received: 'cyan',
  documents_confirmed: 'indigo',
  waiting_for_offer: 'lime',
  contract_sent: 'lime',
  contract_signed: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** The application's step as a coloured chip, named in the UI language. */
export function ApplicationStepBadge({ step }: { step: ApplicationStep }) {
  const { t } = useTranslation();
  return (
    <Badge color={applicationStepColors[step]} variant="light">
      {t(`applications.steps.${step}`)}
    </Badge>
  );
}
