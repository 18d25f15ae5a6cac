import { Button, Group } from '@mantine/core';
import { type Interview, type InterviewState, interviewMovesFrom } from '@portal/domain/interviews';
import { useTranslation } from 'react-i18next';
import { useMoveInterview } from '../api/move-interview';

function labelOf(from: InterviewState, to: InterviewState) {
  if (from === 'waiting') {
    return 'interviews.moves.start';
  }
  if (to === 'in_progress') {
    return 'interviews.moves.back';
  }
  return to === 'documents_pending' ? 'interviews.moves.documents' : 'interviews.moves.complete';
}

/** A button for each move the interview's state allows (spec §4), labelled by where it leads. */
export function InterviewMoves({ accountId, interview }: { accountId: string; interview: Interview }) {
  const { t } = useTranslation();
  const move = useMoveInterview(accountId, interview.applicantId, interview.id);
  const moves = interviewMovesFrom(interview.state);
  if (moves.length === 0) {
    return null;
  }
  return (
    <Group justify="flex-end" gap="xs">
      {moves.map((state) => (
        <Button
          key={state}
          variant={state === 'completed' ? 'filled' : 'default'}
          loading={move.isPending && move.variables === state}
          disabled={move.isPending}
          onClick={() => move.mutate(state)}
        >
          {t(labelOf(interview.state, state))}
        </Button>
      ))}
    </Group>
  );
}
