import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type GigDetail, type GigTemplate, gigTitleMaxLength } from '@portal/domain/gigs';
import { boostTypes } from '@portal/domain/shifts';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DecimalInput } from '@/components/decimal-input';
import { PanelSection } from '@/components/panel-section';
import { paths } from '@/features/gigs/gigs.paths';
import { useCareRoleOptions } from '@/hooks/use-care-role-label';
import { useBoostTypeLabel } from '@/hooks/use-enum-labels';
import { useCan } from '@/lib/can';
import { notify, notifyFailure } from '@/lib/notify';
import { useFocusFirstError } from '@/lib/use-schema-form';
import { useCreateGig } from '../api/create-gig';
import { useCreateGigTemplate } from '../api/create-gig-template';
import { useDeleteGigShift } from '../api/delete-gig-shift';
import { getAreaQueryOptions } from '../api/get-area';
import { useSplitGigShift } from '../api/split-gig-shift';
import { useUpdateGig } from '../api/update-gig';
import { AreaPicker, type PickedArea } from './area-picker';
import { ClientEmailsInput } from './client-emails-input';
import { GigContractField } from './gig-contract-field';
import { GigFormAlerts } from './gig-form-alerts';
import { gigFormProblems } from './gig-form-problems';
import {
  createInputOf,
  type GigFormProblems,
  type GigFormValues,
  gigFormValuesOf,
  newGigFormValues,
  type ShiftRow,
  shiftRowsFor,
  templateFormValues,
  templateInputOf,
  updateInputOf,
  withAreaFields,
} from './gig-form-values';
import { gigEditPath } from './gig-paths';
import { GigPostcodeInput } from './gig-postcode-input';
import { GigShiftsTable } from './gig-shifts-table';
import { ShiftsEditor } from './shifts-editor';
import { SaveTemplateButton, TemplatePicker } from './template-controls';

export type GigFormProps = {
  accountId: string;
  /** The saved gig when editing; a new gig without it. */
  gig?: GigDetail;
  /** Staff may edit, publish, split, delete and use templates; customers order suggestions. */
  canManage: boolean;
  /** Shown next to the save buttons (delete on the edit page). */
  extraActions?: ReactNode;
};

type SaveAction = 'draft' | 'publish' | 'save';

/**
 * Everything of a gig and its shifts. The service area comes from name-prefix suggestions and fills the
 * address, contact, e-mails and instructions (still editable); the shifts editor adds many shifts at once.
 */
export function GigForm({ accountId, gig, canManage, extraActions }: GigFormProps) {
  const { t } = useTranslation();
  const boostTypeLabel = useBoostTypeLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roleOptions = useCareRoleOptions();
  const [values, setValues] = useState<GigFormValues>(() =>
    gig ? gigFormValuesOf(gig) : newGigFormValues(),
  );
  const [problems, setProblems] = useState<GigFormProblems>({});
  const focusFirstError = useFocusFirstError();
  const [editorError, setEditorError] = useState<string | undefined>();
  const createGig = useCreateGig(accountId);
  const updateGig = useUpdateGig(accountId, gig?.id ?? '');
  const splitShift = useSplitGigShift(accountId, gig?.id ?? '');
  const deleteShift = useDeleteGigShift(accountId, gig?.id ?? '');
  const createTemplate = useCreateGigTemplate(accountId);
  const canPickContract = useCan({ action: 'update', subject: 'Contract' });

  const isCustomerOrder = !canManage;
  const readOnly = gig !== undefined && (!canManage || gig.status === 'declined');
  const isPending = createGig.isPending || updateGig.isPending;
  const saved = useMemo(() => new Map((gig?.shifts ?? []).map((shift) => [shift.id, shift])), [gig]);

  const change = (changes: Partial<GigFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setProblems((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes)) {
        delete next[field as keyof GigFormProblems];
      }
      if ('shifts' in changes) {
        delete next.shiftIndex;
      }
      return next;
    });
  };

  const pickArea = async (area: PickedArea | null, fields = withAreaFields) => {
    if (!area) {
      change({ area: null, contractId: undefined, contractName: null });
      return;
    }
    change({ area });
    try {
      const full = await queryClient.fetchQuery(getAreaQueryOptions(accountId, area.id));
      setValues((current) => fields(current, full));
    } catch (error) {
      notifyFailure(error, t('gigs.notifications.areaError'));
    }
  };

  const changeShift = (key: string, changes: Partial<ShiftRow>) =>
    change({ shifts: values.shifts.map((row) => (row.key === key ? { ...row, ...changes } : row)) });

  const addShifts = () => {
    const added = shiftRowsFor(values.dates, values.pattern, values.shifts);
    if (added.length === 0) {
      setEditorError(t('gigs.editor.nothingAdded'));
      return;
    }
    setEditorError(undefined);
    change({
      shifts: [...values.shifts, ...added].sort((first, second) =>
        `${first.date} ${first.startTime}`.localeCompare(`${second.date} ${second.startTime}`),
      ),
      dates: [],
    });
  };

  const applyTemplate = (template: GigTemplate) => {
    setValues((current) => ({ ...templateFormValues(template), shifts: current.shifts }));
    setProblems({});
    // A template keeps no contract: the gig takes its area's, preselected here once the area is read.
    void pickArea({ id: template.areaId, name: template.areaName }, (current, area) => ({
      ...current,
      contractId: area.contractId,
      contractName: area.contractName,
    }));
    notify.success({ message: t('gigs.notifications.templateUsed', { name: template.templateName }) });
  };

  const saveTemplate = async (templateName: string): Promise<boolean> => {
    const found = gigFormProblems({ ...values, shifts: [] });
    if (found.area || found.title) {
      setProblems({ area: found.area, title: found.title });
      notify.problem(t('gigs.templates.needsAreaAndTitle'));
      return false;
    }
    try {
      await createTemplate.mutateAsync(templateInputOf(values, templateName));
      notify.success({ message: t('gigs.notifications.templateSaved', { name: templateName.trim() }) });
      return true;
    } catch {
      // The query client's default handler has shown the failure.
      return false;
    }
  };

  const submit = async (action: SaveAction, form: Element | null) => {
    const found = gigFormProblems(values);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      focusFirstError(form);
      return;
    }
    try {
      if (gig) {
        const updated = await updateGig.mutateAsync(
          updateInputOf(values, action === 'publish', canPickContract),
        );
        setValues((current) => ({ ...gigFormValuesOf(updated), pattern: current.pattern }));
        notify.success({
          message: action === 'publish' ? t('gigs.notifications.published') : t('gigs.notifications.updated'),
        });
      } else {
        const created = await createGig.mutateAsync(
          createInputOf(values, action === 'publish' ? 'publish' : 'draft', canPickContract),
        );
        notify.success({
          message: isCustomerOrder
            ? t('gigs.notifications.suggested')
            : action === 'publish'
              ? t('gigs.notifications.published')
              : t('gigs.notifications.created'),
        });
        await navigate(gigEditPath(created.id));
      }
    } catch {
      // The query client's default handler has shown the failure.
    }
  };

  const split = async (shiftId: string) => {
    try {
      const { newGig } = await splitShift.mutateAsync(shiftId);
      setValues((current) => ({ ...current, shifts: current.shifts.filter((row) => row.id !== shiftId) }));
      notify.success({ message: t('gigs.notifications.split', { title: newGig.title }) });
    } catch {
      // The query client's default handler has shown the failure.
    }
  };

  const removeSaved = async (shiftId: string) => {
    try {
      await deleteShift.mutateAsync(shiftId);
      setValues((current) => ({ ...current, shifts: current.shifts.filter((row) => row.id !== shiftId) }));
      notify.success({ message: t('gigs.notifications.shiftDeleted') });
    } catch {
      // The query client's default handler has shown the failure.
    }
  };

  const problem = (key: string | undefined) => (key ? t(key as ParseKeys) : undefined);
  const canPublish = canManage && (!gig || gig.status === 'draft');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(gig ? 'save' : 'draft', event.currentTarget);
      }}
    >
      <Stack>
        {canManage && !gig && <TemplatePicker accountId={accountId} onUse={applyTemplate} />}
        <GigFormAlerts gig={gig} canManage={canManage} />
        <PanelSection title={t('gigs.form.sections.gig')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <AreaPicker
              accountId={accountId}
              label={t('gigs.form.area')}
              description={gig ? t('gigs.form.areaFixed') : t('gigs.form.areaHint')}
              value={values.area}
              required
              disabled={readOnly || gig !== undefined}
              error={problem(problems.area)}
              onChange={(area) => void pickArea(area)}
            />
            <TextInput
              label={t('gigs.form.title')}
              required
              maxLength={gigTitleMaxLength}
              value={values.title}
              disabled={readOnly}
              error={problem(problems.title)}
              onChange={(event) => change({ title: event.currentTarget.value })}
            />
            <Select
              label={t('gigs.form.role')}
              placeholder={t('gigs.form.anyRole')}
              clearable
              searchable
              data={roleOptions}
              value={values.roleType}
              disabled={readOnly}
              onChange={(value) => change({ roleType: value })}
            />
            <GigContractField
              accountId={accountId}
              canPick={canPickContract}
              values={values}
              disabled={readOnly}
              onChange={change}
            />
            <Textarea
              label={t('gigs.form.requirements')}
              rows={3}
              value={values.requirements}
              disabled={readOnly}
              onChange={(event) => change({ requirements: event.currentTarget.value })}
            />
          </SimpleGrid>
        </PanelSection>
        <PanelSection title={t('gigs.form.sections.place')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('gigs.form.fromArea')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('gigs.form.streetAddress')}
              value={values.streetAddress}
              disabled={readOnly}
              onChange={(event) => change({ streetAddress: event.currentTarget.value })}
            />
            <Group grow>
              <GigPostcodeInput
                value={values.postcode}
                disabled={readOnly}
                error={problem(problems.postcode)}
                onChange={(postcode) => change({ postcode })}
              />
              <TextInput
                label={t('gigs.form.city')}
                value={values.city}
                disabled={readOnly}
                onChange={(event) => change({ city: event.currentTarget.value })}
              />
            </Group>
            <TextInput
              label={t('gigs.form.contact')}
              value={values.contact}
              disabled={readOnly}
              onChange={(event) => change({ contact: event.currentTarget.value })}
            />
            <ClientEmailsInput
              emails={values.clientEmails}
              disabled={readOnly}
              onChange={(clientEmails) => change({ clientEmails })}
            />
            <Textarea
              label={t('gigs.form.absenceInfo')}
              rows={3}
              value={values.absenceInfo}
              disabled={readOnly}
              onChange={(event) => change({ absenceInfo: event.currentTarget.value })}
            />
            <Textarea
              label={t('gigs.form.locationDetails')}
              rows={3}
              value={values.locationDetails}
              disabled={readOnly}
              onChange={(event) => change({ locationDetails: event.currentTarget.value })}
            />
          </SimpleGrid>
        </PanelSection>
        <PanelSection title={t('gigs.shifts.title')}>
          <Stack>
            <GigShiftsTable
              rows={values.shifts}
              saved={saved}
              invalidIndex={problems.shiftIndex}
              disabled={readOnly}
              canManage={canManage}
              isActing={splitShift.isPending || deleteShift.isPending}
              onChangeRow={changeShift}
              onRemoveRow={(key) => change({ shifts: values.shifts.filter((row) => row.key !== key) })}
              onSplit={split}
              onDelete={removeSaved}
            />
            {problems.shifts && (
              <Text c="red" size="sm" role="alert">
                {problem(problems.shifts)}
              </Text>
            )}
            {!readOnly && (
              <ShiftsEditor
                dates={values.dates}
                pattern={values.pattern}
                error={editorError}
                onDatesChange={(dates) => {
                  setEditorError(undefined);
                  change({ dates });
                }}
                onPatternChange={(pattern) => change({ pattern })}
                onAdd={addShifts}
              />
            )}
          </Stack>
        </PanelSection>
        <PanelSection title={t('gigs.boost.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('gigs.boost.type')}
              placeholder={t('gigs.boost.none')}
              clearable
              data={boostTypes.map((type) => ({ value: type, label: boostTypeLabel(type) }))}
              value={values.boostType}
              disabled={readOnly}
              onChange={(value) => change({ boostType: value as GigFormValues['boostType'] })}
            />
            <DecimalInput
              label={t('gigs.boost.value')}
              min={0}
              decimalScale={2}
              value={values.boostValue}
              disabled={readOnly || !values.boostType}
              error={problem(problems.boostValue)}
              onChange={(value) => change({ boostValue: String(value) })}
            />
          </SimpleGrid>
        </PanelSection>
        {!readOnly && (
          <Group justify="space-between" align="flex-start">
            <Group>
              {isCustomerOrder ? (
                <Button type="submit" loading={isPending}>
                  {t('gigs.form.sendOrder')}
                </Button>
              ) : (
                <>
                  <Button type="submit" variant={canPublish ? 'default' : 'filled'} loading={isPending}>
                    {gig ? t('gigs.form.save') : t('gigs.form.saveDraft')}
                  </Button>
                  {canPublish && (
                    <Button loading={isPending} onClick={(e) => void submit('publish', e.currentTarget.form)}>
                      {gig ? t('gigs.form.saveAndPublish') : t('gigs.form.publish')}
                    </Button>
                  )}
                  <SaveTemplateButton
                    disabled={isPending}
                    isPending={createTemplate.isPending}
                    onSave={saveTemplate}
                  />
                </>
              )}
              <Button component={Link} to={paths.gigsList} variant="subtle">
                {t('common.cancel')}
              </Button>
            </Group>
            {extraActions}
          </Group>
        )}
        {readOnly && extraActions}
      </Stack>
    </form>
  );
}
