import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MessageTemplate, MessageTemplateText } from '@portal/domain/message-templates';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useMessagePreview } from '../api/get-message-templates';
import { useResetMessageTemplate, useSaveMessageTemplate } from '../api/save-message-template';
import { routeAccess } from '../message-templates.paths';

type EditorProps = { accountId: string; template: MessageTemplate; text: MessageTemplateText };

/**
 * One language of a message: subject and body, the placeholders to insert where the cursor is, a live
 * preview with sample values, save, and a reset to the default text (asked first).
 */
export function MessageTextEditor({ accountId, template, text }: EditorProps) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const [subject, setSubject] = useState(text.subject);
  const [body, setBody] = useState(text.body);
  const [resetting, setResetting] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [shown] = useDebouncedValue({ subject, body }, 300);
  const preview = useMessagePreview(accountId, template.type, shown);
  const save = useSaveMessageTemplate(accountId, template.type);
  const reset = useResetMessageTemplate(accountId, template.type);
  const languageName = t(`message-templates.languages.${text.locale}`);

  const insert = (name: string) => {
    const element = bodyRef.current;
    const token = `{{${name}}}`;
    const start = element?.selectionStart ?? body.length;
    const end = element?.selectionEnd ?? body.length;
    setBody(`${body.slice(0, start)}${token}${body.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const details = save.error instanceof ApiError ? save.error.details : undefined;

  return (
    <Stack>
      <Group>
        <Badge color={text.customised ? 'blue' : 'gray'} variant="light">
          {text.customised ? t('message-templates.edit.customised') : t('message-templates.edit.default')}
        </Badge>
      </Group>
      <TextInput
        label={t('message-templates.edit.subject', { language: languageName })}
        value={subject}
        readOnly={!canManage}
        onChange={(event) => setSubject(event.currentTarget.value)}
      />
      <Textarea
        ref={bodyRef}
        label={t('message-templates.edit.body', { language: languageName })}
        minRows={8}
        value={body}
        readOnly={!canManage}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <div>
        <Text size="sm" fw={500} id={`placeholders-${text.locale}`}>
          {t('message-templates.edit.placeholders')}
        </Text>
        <Group gap="xs" mt={4} role="group" aria-labelledby={`placeholders-${text.locale}`}>
          {template.placeholders.map((name) => (
            <Button
              key={name}
              size="compact-sm"
              variant="light"
              disabled={!canManage}
              aria-label={t('message-templates.edit.insert', { name })}
              onClick={() => insert(name)}
            >
              {`{{${name}}}`}
            </Button>
          ))}
        </Group>
      </div>
      {save.error && (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(save.error), { names: String(details?.names ?? '') })}
        </Alert>
      )}
      {canManage && (
        <Group justify="flex-end">
          <Button variant="default" disabled={!text.customised} onClick={() => setResetting(true)}>
            {t('message-templates.edit.reset')}
          </Button>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { locale: text.locale, body: { subject, body } },
                { onSuccess: () => notify.success({ message: t('message-templates.edit.saved') }) },
              )
            }
          >
            {t('message-templates.edit.save')}
          </Button>
        </Group>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby={`preview-${text.locale}`}>
        <Title order={3} size="h5" id={`preview-${text.locale}`} mb="xs">
          {t('message-templates.edit.preview')}
        </Title>
        {preview.data ? (
          <Stack gap="xs">
            <Text fw={600}>{preview.data.subject}</Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{preview.data.body}</Text>
          </Stack>
        ) : (
          <Text c="dimmed">{t('message-templates.edit.noPreview')}</Text>
        )}
      </Paper>
      <ConfirmDialog
        opened={resetting}
        title={t('message-templates.edit.resetTitle')}
        message={t('message-templates.edit.resetMessage', { language: languageName })}
        confirmLabel={t('message-templates.edit.reset')}
        isPending={reset.isPending}
        onCancel={() => setResetting(false)}
        onConfirm={() =>
          reset.mutate(text.locale, {
            onSuccess: (template) => {
              const restored = template.texts.find((entry) => entry.locale === text.locale);
              setSubject(restored?.subject ?? '');
              setBody(restored?.body ?? '');
              notify.success({ message: t('message-templates.edit.resetDone') });
            },
            onSettled: () => setResetting(false),
          })
        }
      />
    </Stack>
  );
}
