import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Group, List, Stack, Table, Text } from '@mantine/core';
import type { QuestionResult } from '@portal/domain/questionnaires';
import { formatDayKey, helsinkiDayKey } from '@portal/domain/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { notifyFailure } from '@/lib/notify';
import { saveBlob } from '@/lib/save-file';
import { useQuestionnaireResults } from '../api/get-questionnaires';
import { getQuestionnaireResultsFile } from '../api/questionnaire-results-file';
import { ResultCard } from './result-card';

// The drawing is hidden from screen readers (its table speaks for it), so it must not take the focus.
const noFocus = { accessibilityLayer: false };

function CountsTable({
  result,
  valueHeader,
}: {
  result: Exclude<QuestionResult, { kind: 'text' }>;
  valueHeader: string;
}) {
  const { t } = useTranslation();
  const labelOf = (label: string) => (result.kind === 'date' ? formatDayKey(label) : label);
  return (
    <Table striped>
      <Table.Caption>{result.text}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{valueHeader}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('questionnaires.results.count')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {result.counts.map((entry) => (
          <Table.Tr key={entry.value}>
            <Table.Th scope="row" fw="normal">
              {labelOf(entry.label)}
            </Table.Th>
            <Table.Td ta="right">{entry.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function QuestionResultCard({ result }: { result: QuestionResult }) {
  const { t } = useTranslation();
  const answered = t('questionnaires.results.answered', { n: result.answered });
  if (result.kind === 'text') {
    return (
      <ResultCard
        title={result.text}
        summary={answered}
        chart={null}
        table={
          result.answers.length === 0 ? (
            <Text>{t('questionnaires.results.noAnswers')}</Text>
          ) : (
            <List spacing={4}>
              {result.answers.map((answer, index) => (
                // Answers have no id of their own; their order is the order they came in.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
                <List.Item key={index} style={{ whiteSpace: 'pre-line' }}>
                  {answer}
                </List.Item>
              ))}
            </List>
          )
        }
      />
    );
  }
  const summary =
    result.kind === 'range' && result.average !== null
      ? `${answered} · ${t('questionnaires.results.average', { value: result.average.toLocaleString('fi-FI') })}`
      : answered;
  const valueHeader =
    result.kind === 'choice'
      ? t('questionnaires.results.option')
      : result.kind === 'date'
        ? t('questionnaires.results.date')
        : t('questionnaires.results.value');
  const data = result.counts.map((entry) => ({
    label: result.kind === 'date' ? formatDayKey(entry.label) : entry.label,
    count: entry.count,
  }));
  return (
    <ResultCard
      title={result.text}
      summary={summary}
      chart={
        data.length > 0 ? (
          <BarChart
            h={Math.max(160, data.length * 28)}
            data={data}
            dataKey="label"
            orientation={result.kind === 'choice' ? 'vertical' : 'horizontal'}
            withTooltip={false}
            barChartProps={noFocus}
            series={[{ name: 'count', label: t('questionnaires.results.count'), color: 'blue.8' }]}
          />
        ) : null
      }
      table={<CountsTable result={result} valueHeader={valueHeader} />}
    />
  );
}

/** The results per question with charts and tables, and the CSV export of every response. */
export function QuestionnaireResultsPanel({
  accountId,
  questionnaireId,
}: {
  accountId: string;
  questionnaireId: string;
}) {
  const { t, i18n } = useTranslation();
  const results = useQuestionnaireResults(accountId, questionnaireId);
  const download = async (title: string) => {
    try {
      const blob = await getQuestionnaireResultsFile(accountId, questionnaireId, i18n.language);
      saveBlob(blob, `${title}-${helsinkiDayKey(new Date())}.csv`);
    } catch (error) {
      notifyFailure(error, t('questionnaires.results.exportError'));
    }
  };
  return (
    <PanelSection
      title={t('questionnaires.results.title')}
      actions={
        results.data && results.data.responseCount > 0 ? (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(results.data.title)}
          >
            {t('questionnaires.results.export')}
          </Button>
        ) : null
      }
    >
      <QueryState query={results} errorTitle={t('questionnaires.results.loadError')}>
        {(data) => (
          <Stack>
            <Group>
              <Text>
                {t('questionnaires.results.responses', {
                  responses: data.responseCount,
                  invited: data.invitedCount,
                })}
              </Text>
            </Group>
            {data.responseCount > 0 &&
              data.questions.map((result) => <QuestionResultCard key={result.questionId} result={result} />)}
          </Stack>
        )}
      </QueryState>
    </PanelSection>
  );
}
