import { Badge } from '@mantine/core';
import type { InterviewState } from '@portal/domain/interviews';
import { useTranslation } from 'react-i18next';

const colors: Record<InterviewState, string> = {
  waiting: 'gray',
  in_progress: 'blue',
  documents_pending: 'yellow',
  completed: 'green',
};

export function InterviewStateBadge({ state }: { state: InterviewState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[state]} variant="light">
      {t(`interviews.states.${state}`)}
    </Badge>
  );
}
