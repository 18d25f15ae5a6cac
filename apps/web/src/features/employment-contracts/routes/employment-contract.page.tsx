import { Anchor, Stack, Text } from '@mantine/core';
import type { ContractTemplate, EmploymentContract } from '@portal/domain/employment-contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmedDeleteButton } from '@/components/confirmed-delete-button';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useContractTemplates } from '../api/contract-templates';
import { useEmploymentContract } from '../api/get-employment-contracts';
import {
  useCreateEmploymentContract,
  useDeleteEmploymentContract,
  useUpdateEmploymentContract,
} from '../api/save-employment-contract';
import { ContractActions } from '../components/contract-actions';
import { ContractDetails } from '../components/contract-details';
import { ContractEvents } from '../components/contract-events';
import { ContractForm, type ContractFormInput } from '../components/contract-form';
import { contractPath, paths, routeAccess } from '../employment-contracts.paths';

const noTemplates: ContractTemplate[] = [];

/** A new draft: once saved, the page moves to the contract's own address. */
function NewContract({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templates = useContractTemplates(accountId);
  const create = useCreateEmploymentContract(accountId);
  return (
    <PanelSection title={t('employment-contracts.form.newTitle')}>
      <QueryState query={templates} errorTitle={t('employment-contracts.templates.loadError')}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>
              {t('employment-contracts.form.noTemplates')}{' '}
              <Anchor component={Link} to={paths.templates}>
                {t('employment-contracts.templates.title')}
              </Anchor>
            </Text>
          ) : (
            <ContractForm
              accountId={accountId}
              templates={data.items}
              isPending={create.isPending}
              onSubmit={async (input: ContractFormInput) => {
                if (!('workerId' in input)) {
                  return;
                }
                const contract = await create.mutateAsync(input);
                notify.success({ message: t('employment-contracts.form.saved') });
                await navigate(contractPath(contract.id), { replace: true });
              }}
            />
          )
        }
      </QueryState>
    </PanelSection>
  );
}

/** A draft is edited in place; it can be previewed, sent or deleted. */
function DraftContract({ accountId, contract }: { accountId: string; contract: EmploymentContract }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templates = useContractTemplates(accountId);
  const update = useUpdateEmploymentContract(accountId, contract.id);
  const remove = useDeleteEmploymentContract(accountId, contract.id);
  const canManage = useCan(routeAccess.manage);
  return (
    <PanelSection
      title={t('employment-contracts.form.draftTitle')}
      actions={
        canManage && (
          <ConfirmedDeleteButton
            label={t('employment-contracts.form.delete')}
            title={t('employment-contracts.form.deleteTitle')}
            message={t('employment-contracts.form.deleteMessage', { title: contract.title })}
            confirmLabel={t('employment-contracts.form.delete')}
            isPending={remove.isPending}
            onDelete={async () => {
              await remove.mutateAsync();
              notify.success({ message: t('employment-contracts.form.deleted') });
              await navigate(paths.list);
            }}
          />
        )
      }
    >
      <Stack>
        <ContractForm
          key={contract.id}
          accountId={accountId}
          contract={contract}
          templates={templates.data?.items ?? noTemplates}
          isPending={update.isPending}
          onSubmit={async (input: ContractFormInput) => {
            const { templateId, title, countersignRequired, terms } = input;
            await update.mutateAsync({
              templateId,
              title: title ?? contract.title,
              countersignRequired,
              terms,
            });
            notify.success({ message: t('employment-contracts.form.saved') });
          }}
        />
        <ContractActions accountId={accountId} contract={contract} />
      </Stack>
    </PanelSection>
  );
}

function SavedContract({ accountId, contractId }: { accountId: string; contractId: string }) {
  const { t } = useTranslation();
  const contract = useEmploymentContract(accountId, contractId);
  return (
    <QueryState query={contract} errorTitle={t('employment-contracts.view.loadError')} recordId={contractId}>
      {(data) => (
        <Stack>
          <PageTitle>{data.title}</PageTitle>
          {data.status === 'draft' ? (
            <DraftContract accountId={accountId} contract={data} />
          ) : (
            <>
              <ContractActions accountId={accountId} contract={data} />
              <ContractDetails contract={data} />
            </>
          )}
          <ContractEvents events={data.events} chainValid={data.eventChainValid} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * /apps/pay-&-billing/employment-contracts/create/:id?: a new draft from a template for a worker, or a saved
 * contract: a draft to edit, preview and send; a sent one's status, audit trail and actions.
 */
export function EmploymentContractPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  if (!accountId) {
    return <Text>{t('employment-contracts.noAccount')}</Text>;
  }
  return id ? (
    <SavedContract key={`${accountId}:${id}`} accountId={accountId} contractId={id} />
  ) : (
    <Stack>
      <PageTitle>{t('employment-contracts.form.newTitle')}</PageTitle>
      <NewContract key={accountId} accountId={accountId} />
    </Stack>
  );
}
