import { Stack, Table, Text } from '@mantine/core';
import {
  type TuberculosisQuestion,
  type TuberculosisSurvey,
  tuberculosisQuestions,
} from '@portal/domain/onboarding';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';

type Answers = NonNullable<TuberculosisSurvey['answers']>;

/** The worker's answers, question by question; a "yes" is in bold with its details (health data, HR only). */
export function SurveyAnswers({ answers }: { answers: Answers }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480} scrollAreaProps={keyboardScrollable}>
      <Table aria-label={t('onboarding.view.answers')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('onboarding.view.question')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.view.answer')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tuberculosisQuestions.map((question: TuberculosisQuestion) => {
            const answer = answers[question];
            return (
              <Table.Tr key={question}>
                <Table.Td>{t(`onboarding.survey.questions.${question}`)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text fw={answer.yes ? 700 : 400}>
                      {answer.yes ? t('onboarding.survey.yes') : t('onboarding.survey.no')}
                    </Text>
                    {answer.details && <Text size="sm">{answer.details}</Text>}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
