import { Badge } from '@mantine/core';
import { type QuestionnaireStatus, questionnaireStatusColors } from '@portal/domain/questionnaires';
import { useTranslation } from 'react-i18next';

// The spec's colour names (§4: draft secondary, active primary, expired danger) in Mantine's palette.
const mantineColors = { secondary: 'gray', primary: 'blue', danger: 'red' } as const;

export function QuestionnaireStatusBadge({ status }: { status: QuestionnaireStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={mantineColors[questionnaireStatusColors[status]]} variant="light">
      {t(`questionnaires.statuses.${status}`)}
    </Badge>
  );
}
