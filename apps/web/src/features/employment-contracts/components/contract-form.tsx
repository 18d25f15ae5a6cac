import { Button, Checkbox, CloseButton, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type ContractTemplate,
  type CreateEmploymentContractValues,
  createEmploymentContractInputSchema,
  type EmploymentContract,
  type UpdateEmploymentContractValues,
  updateEmploymentContractInputSchema,
} from '@portal/domain/employment-contracts';
import { parseEuros } from '@portal/domain/shared';
import { type WorkerSearchResult, workerSearchMinLength } from '@portal/domain/worker-blocks';
import { IconDeviceFloppy, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { useWorkerSearchText, WorkerSearchInput } from '@/components/worker-search-input';
import { useWorkerSearch } from '@/hooks/use-worker-search';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';

type ContractValues = {
  workerId: string;
  templateId: string;
  title: string;
  role: string;
  wage: number | string;
  startsOn: string;
  endsOn: string;
  collectiveAgreement: string;
  placeOfWork: string;
  probationPeriod: string;
  workingHours: string;
  countersignRequired: boolean;
};

const blank: ContractValues = {
  workerId: '',
  templateId: '',
  title: '',
  role: '',
  wage: '',
  startsOn: '',
  endsOn: '',
  collectiveAgreement: '',
  placeOfWork: '',
  probationPeriod: '',
  workingHours: '',
  countersignRequired: false,
};

function valuesOf(contract: EmploymentContract | undefined): ContractValues {
  if (!contract) {
    return blank;
  }
  const { terms } = contract;
  return {
    workerId: contract.workerId,
    templateId: contract.templateId ?? '',
    title: contract.title,
    role: terms.role,
    wage: terms.hourlyWageCents / 100,
    startsOn: terms.startsOn,
    endsOn: terms.endsOn ?? '',
    collectiveAgreement: terms.collectiveAgreement ?? '',
    placeOfWork: terms.placeOfWork ?? '',
    probationPeriod: terms.probationPeriod ?? '',
    workingHours: terms.workingHours ?? '',
    countersignRequired: contract.countersignRequired,
  };
}

/** Euros an hour as typed (a decimal comma allowed) in whole cents; NaN when not a number. */
const centsOf = (wage: number | string) =>
  typeof wage === 'number' ? Math.round(wage * 100) : (parseEuros(wage) ?? Number.NaN);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function candidateOf(values: ContractValues) {
  return {
    workerId: values.workerId,
    templateId: values.templateId,
    title: values.title,
    countersignRequired: values.countersignRequired,
    terms: {
      role: values.role,
      hourlyWageCents: centsOf(values.wage),
      startsOn: values.startsOn,
      endsOn: orNull(values.endsOn),
      collectiveAgreement: orNull(values.collectiveAgreement),
      placeOfWork: orNull(values.placeOfWork),
      probationPeriod: orNull(values.probationPeriod),
      workingHours: orNull(values.workingHours),
    },
  };
}

/** The terms are one object in the contract; on screen each is its own field. */
function flatIssues(error: z.ZodError): z.ZodError {
  const issues = error.issues.map((issue) =>
    issue.path[0] === 'terms' ? { ...issue, path: issue.path.slice(1) } : issue,
  );
  const named = issues.map((issue) =>
    issue.path[0] === 'hourlyWageCents' ? { ...issue, path: ['wage'] } : issue,
  );
  return { ...error, issues: named } as z.ZodError;
}

/** A new draft names its worker; a saved draft's changes do not (the worker stays). */
export type ContractFormInput = CreateEmploymentContractValues | UpdateEmploymentContractValues;

export type ContractFormProps = {
  accountId: string;
  contract?: EmploymentContract | undefined;
  templates: readonly ContractTemplate[];
  isPending: boolean;
  onSubmit: (input: ContractFormInput) => Promise<unknown>;
};

/**
 * A draft's worker (found by name), template, title and terms: the role, the wage in euros an hour, the
 * dates (decision 0026), the collective agreement, place of work, probation and working hours, and whether
 * the employer countersigns. The worker is fixed once the draft is saved.
 */
export function ContractForm({ accountId, contract, templates, isPending, onSubmit }: ContractFormProps) {
  const { t } = useTranslation();
  const search = useWorkerSearchText(workerSearchMinLength);
  const results = useWorkerSearch(accountId, search.query, { scope: 'hr' });
  const [worker, setWorker] = useState<WorkerSearchResult | null>(null);
  const form = useSchemaForm<ContractValues, ContractFormInput>({
    initialValues: valuesOf(contract),
    schema: contract ? updateEmploymentContractInputSchema : createEmploymentContractInputSchema,
    required: ['workerId', 'templateId', 'role', 'wage', 'startsOn'],
    errorFields: { CONTRACT_TEMPLATE_ARCHIVED: 'templateId' },
    toCandidate: candidateOf,
    issueErrors: (error, values) => fieldErrorsOf(flatIssues(error), values, t),
    validate: (values) =>
      values.workerId === '' ? { workerId: t('employment-contracts.form.chooseWorker') } : {},
    onSubmit: (input) => onSubmit(input),
  });
  const workerField = form.field('workerId');

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        {contract ? (
          <TextInput label={t('employment-contracts.form.worker')} value={contract.workerName} readOnly />
        ) : (
          <WorkerSearchInput
            label={t('employment-contracts.form.worker')}
            description={t('employment-contracts.form.workerHint', { count: workerSearchMinLength })}
            placeholder={t('employment-contracts.form.workerPlaceholder')}
            noResults={t('employment-contracts.form.noWorkers')}
            searchError={t('employment-contracts.form.searchError')}
            icon={<IconUserSearch size={16} aria-hidden />}
            text={search.text}
            onTextChange={(next) => {
              search.setText(next);
              setWorker(null);
              form.setValues({ workerId: '' });
            }}
            results={results}
            isLongEnough={search.isLongEnough}
            describe={(found) => found.email}
            onChoose={(found) => {
              setWorker(found);
              search.setText(found.fullName);
              form.setValues({ workerId: found.id });
            }}
            error={workerField.error}
            rightSection={
              worker ? (
                <CloseButton
                  size="sm"
                  aria-label={t('employment-contracts.form.clearWorker')}
                  onClick={() => {
                    setWorker(null);
                    search.setText('');
                    form.setValues({ workerId: '' });
                  }}
                />
              ) : null
            }
            listHidden={worker !== null}
            maxLength={100}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('employment-contracts.form.template')}
            data={templates.map((template) => ({
              value: template.id,
              label: `${template.name} (${template.locale.toUpperCase()})`,
            }))}
            allowDeselect={false}
            {...form.field('templateId')}
            onChange={(value) => {
              const template = templates.find((candidate) => candidate.id === value);
              form.setValues({
                templateId: value ?? '',
                ...(template && form.values.title === '' ? { title: template.name } : {}),
              });
            }}
          />
          <TextInput
            label={t('employment-contracts.form.title')}
            description={contract ? undefined : t('employment-contracts.form.titleHint')}
            maxLength={200}
            {...form.field('title')}
          />
          <TextInput label={t('employment-contracts.form.role')} maxLength={200} {...form.field('role')} />
          <DecimalInput
            label={t('employment-contracts.form.wage')}
            description={t('employment-contracts.form.wageHint')}
            {...form.field('wage')}
          />
          <DateField label={t('employment-contracts.form.startsOn')} {...form.field('startsOn')} />
          <DateField
            label={t('employment-contracts.form.endsOn')}
            description={t('employment-contracts.form.endsOnHint')}
            clearable
            {...form.field('endsOn')}
          />
          <TextInput
            label={t('employment-contracts.form.collectiveAgreement')}
            maxLength={200}
            {...form.field('collectiveAgreement')}
          />
          <TextInput
            label={t('employment-contracts.form.placeOfWork')}
            maxLength={200}
            {...form.field('placeOfWork')}
          />
          <TextInput
            label={t('employment-contracts.form.probationPeriod')}
            maxLength={200}
            {...form.field('probationPeriod')}
          />
          <TextInput
            label={t('employment-contracts.form.workingHours')}
            maxLength={200}
            {...form.field('workingHours')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('employment-contracts.form.countersignRequired')}
          {...form.checkbox('countersignRequired')}
        />
        <Group>
          <Button
            type="submit"
            loading={isPending || form.isSubmitting}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('employment-contracts.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
