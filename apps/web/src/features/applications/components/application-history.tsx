import { Table, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useApplicationHistory } from '../api/get-application-history';
import { ApplicationStepBadge } from './application-step-badge';

/**
 * Every step the application took, newest first: when, from → to (a call's outcome named too), who (or the
 * system) and the note.
 */
export function ApplicationHistory({ accountId, applicantId }: { accountId: string; applicantId: string }) {
  const { t } = useTranslation();
  const history = useApplicationHistory(accountId, applicantId);
  return (
    <PanelSection title={t('applications.history.title')}>
      <QueryState
        query={history}
        errorTitle={t('applications.history.loadError')}
        empty={{ when: (data) => data.items.length === 0, text: t('applications.history.empty') }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={560} scrollAreaProps={keyboardScrollable}>
            <Table aria-label={t('applications.history.label')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('applications.history.when')}</Table.Th>
                  <Table.Th scope="col">{t('applications.history.move')}</Table.Th>
                  <Table.Th scope="col">{t('applications.history.who')}</Table.Th>
                  <Table.Th scope="col">{t('applications.history.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>
                      {entry.call && (
                        <Text size="sm" fw={500}>
                          {t(`applications.history.calls.${entry.call}`)}
                        </Text>
                      )}
                      {entry.fromStep && entry.fromStep !== entry.toStep ? (
                        <>
                          <ApplicationStepBadge step={entry.fromStep} /> →{' '}
                          <ApplicationStepBadge step={entry.toStep} />
                        </>
                      ) : (
                        <ApplicationStepBadge step={entry.toStep} />
                      )}
                    </Table.Td>
                    <Table.Td>{entry.actor?.fullName ?? t('applications.history.system')}</Table.Td>
                    <Table.Td>{entry.note ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </PanelSection>
  );
}
