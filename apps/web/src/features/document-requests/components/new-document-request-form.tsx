import {
  ActionIcon,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type CreateDocumentRequestInput,
  createDocumentRequestInputSchema,
  type RequestedDocumentKind,
  requestedDocumentKinds,
} from '@portal/domain/document-requests';
import { type WorkerSearchResult, workerSearchMinLength } from '@portal/domain/worker-blocks';
import { IconPlus, IconSend, IconTrash, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { useWorkerSearchText, WorkerSearchInput } from '@/components/worker-search-input';
import { useWorkerSearch } from '@/hooks/use-worker-search';
import { errorMessageKey } from '@/lib/api-error';
import { messagesOfApiError, messagesOfParse } from './issue-messages';

type DocumentDraft = { name: string; kind: RequestedDocumentKind };

export type NewDocumentRequestFormProps = {
  accountId: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (input: CreateDocumentRequestInput) => void;
};

/** Ask one worker (found by name) for documents: title, description, mandatory, deadline, the documents. */
export function NewDocumentRequestForm({
  accountId,
  isPending,
  error,
  onSubmit,
}: NewDocumentRequestFormProps) {
  const { t } = useTranslation();
  const search = useWorkerSearchText(workerSearchMinLength);
  const results = useWorkerSearch(accountId, search.query, { scope: 'hr' });
  const [worker, setWorker] = useState<WorkerSearchResult | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [mandatory, setMandatory] = useState(true);
  const [deadline, setDeadline] = useState('');
  const [documents, setDocuments] = useState<DocumentDraft[]>([{ name: '', kind: 'licence' }]);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const shown = { ...messagesOfApiError(error, t), ...messages };

  const setDocument = (index: number, change: Partial<DocumentDraft>) =>
    setDocuments((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));

  const submit = () => {
    const candidate: CreateDocumentRequestInput = {
      workerId: worker?.id ?? '',
      title,
      description,
      mandatory,
      deadline: deadline === '' ? null : deadline,
      documents,
    };
    const parsed = createDocumentRequestInputSchema.safeParse(candidate);
    const found = messagesOfParse(parsed.error, t);
    if (!worker) {
      found.workerId = t('document-requests.create.chooseWorker');
    }
    setMessages(found);
    if (parsed.success && worker) {
      onSubmit(candidate);
    }
  };

  return (
    <Stack gap="md">
      <WorkerSearchInput
        label={t('document-requests.create.worker')}
        description={t('document-requests.create.workerHint', { count: workerSearchMinLength })}
        placeholder={t('document-requests.create.workerPlaceholder')}
        noResults={t('document-requests.create.noResults')}
        searchError={t('document-requests.create.searchError')}
        icon={<IconUserSearch size={16} aria-hidden />}
        text={search.text}
        onTextChange={(next) => {
          search.setText(next);
          setWorker(null);
        }}
        results={results}
        isLongEnough={search.isLongEnough}
        describe={(found) => found.email}
        onChoose={(found) => {
          setWorker(found);
          search.setText(found.fullName);
        }}
        error={shown.workerId}
        rightSection={
          worker ? (
            <CloseButton
              size="sm"
              aria-label={t('document-requests.create.clear')}
              onClick={() => {
                setWorker(null);
                search.setText('');
              }}
            />
          ) : null
        }
        listHidden={worker !== null}
        maxLength={100}
      />
      <TextInput
        label={t('document-requests.create.requestTitle')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={shown.title}
        withAsterisk
        maxLength={200}
      />
      <Textarea
        label={t('document-requests.create.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        error={shown.description}
        rows={3}
      />
      <Group align="flex-end">
        <DateField
          label={t('document-requests.create.deadline')}
          value={deadline}
          onChange={setDeadline}
          error={shown.deadline}
          clearable
        />
        <Checkbox
          label={t('document-requests.create.mandatory')}
          checked={mandatory}
          onChange={(event) => setMandatory(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" fw={600} size="sm">
          {t('document-requests.create.documents')}
        </Text>
        {documents.map((draft, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
          <Group key={index} align="flex-start" wrap="nowrap">
            <TextInput
              label={t('document-requests.create.documentName', { number: index + 1 })}
              value={draft.name}
              onChange={(event) => setDocument(index, { name: event.currentTarget.value })}
              error={shown[`documents.${index}.name`]}
              withAsterisk
              style={{ flex: 1 }}
              maxLength={200}
            />
            <Select
              label={t('document-requests.create.documentKind', { number: index + 1 })}
              data={requestedDocumentKinds.map((kind) => ({
                value: kind,
                label: t(`document-requests.kinds.${kind}`),
              }))}
              value={draft.kind}
              onChange={(value) => value && setDocument(index, { kind: value as RequestedDocumentKind })}
              allowDeselect={false}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('document-requests.create.removeDocument', { number: index + 1 })}
              onClick={() => setDocuments((current) => current.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {shown.documents && (
          <Text c="red" size="sm" role="alert">
            {shown.documents}
          </Text>
        )}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDocuments((current) => [...current, { name: '', kind: 'other' }])}
          >
            {t('document-requests.create.addDocument')}
          </Button>
        </Group>
      </Stack>
      {error !== null && error !== undefined && Object.keys(messagesOfApiError(error, t)).length === 0 && (
        <Text c="red" role="alert">
          {t(errorMessageKey(error))}
        </Text>
      )}
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} aria-hidden />} loading={isPending} onClick={submit}>
          {t('document-requests.create.send')}
        </Button>
      </Group>
    </Stack>
  );
}
