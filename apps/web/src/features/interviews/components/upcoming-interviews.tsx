import { List, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useUpcomingInterviews } from '../api/get-upcoming-interviews';
import { InterviewStateBadge } from './interview-state-badge';

/** The signed-in recruiter's coming interviews, soonest first (for a dashboard or the recruiter's day). */
export function UpcomingInterviews({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const upcoming = useUpcomingInterviews(accountId);
  return (
    <PanelSection title={t('interviews.upcoming.title')}>
      <QueryState
        query={upcoming}
        errorTitle={t('interviews.upcoming.loadError')}
        empty={{ when: (data) => data.items.length === 0, text: t('interviews.upcoming.empty') }}
      >
        {({ items }) => (
          <List spacing="xs">
            {items.map((item) => (
              <List.Item key={item.id} icon={<InterviewStateBadge state={item.state} />}>
                <Text size="sm">
                  {t('interviews.upcoming.item', {
                    at: formatDateTime(item.scheduledAt),
                    name: item.applicantName,
                  })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </PanelSection>
  );
}
