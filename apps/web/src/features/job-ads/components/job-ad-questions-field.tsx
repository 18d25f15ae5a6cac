import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { jobAdMaxQuestions, jobAdQuestionMaxLength } from '@portal/domain/job-ads';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';

/**
 * The ad's own questions to applicants (issue 16 §1): one labelled input each, removable, at most ten. The
 * registration page asks each, and an answer to every one is required there.
 */
export function JobAdQuestionsField({
  questions,
  error,
  onChange,
}: {
  questions: string[];
  error: string | undefined;
  onChange: (questions: string[]) => void;
}) {
  const { t } = useTranslation();
  const replace = (index: number, text: string) =>
    onChange(questions.map((question, at) => (at === index ? text : question)));

  return (
    <PanelSection title={t('job-ads.questions.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('job-ads.questions.hint', { count: jobAdMaxQuestions })}
        </Text>
        {questions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no ids; the inputs are controlled, so a position shows its question
          <Group key={index} align="flex-end" wrap="nowrap">
            <TextInput
              flex={1}
              label={t('job-ads.questions.question', { number: index + 1 })}
              maxLength={jobAdQuestionMaxLength}
              value={question}
              onChange={(event) => replace(index, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('job-ads.questions.remove', { number: index + 1 })}
              onClick={() => onChange(questions.filter((_, at) => at !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={questions.length >= jobAdMaxQuestions}
            onClick={() => onChange([...questions, ''])}
          >
            {t('job-ads.questions.add')}
          </Button>
        </Group>
      </Stack>
    </PanelSection>
  );
}
