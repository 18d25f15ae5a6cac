import { Button, Table } from '@mantine/core';
import { formatBirthday, formatDateTime } from '@portal/domain/shared';
import type { TemporaryContract } from '@portal/domain/temporary-contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { notifyFailure } from '@/lib/notify';
import { openPdfInNewTab } from '@/lib/save-file';
import { getDocument } from '../api/get-document';

/** The worker's temporary contracts: period, area, contract, document id, written contract, PDF. */
export function TemporaryContractsTable({
  accountId,
  contracts,
}: {
  accountId: string;
  contracts: readonly TemporaryContract[];
}) {
  const { t } = useTranslation();
  const handleError = (error: unknown) => notifyFailure(error, t('temporary-contracts.list.openFailed'));

  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScrollable}>
      <Table striped aria-label={t('temporary-contracts.list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('temporary-contracts.list.period')}</Table.Th>
            <Table.Th scope="col">{t('temporary-contracts.list.area')}</Table.Th>
            <Table.Th scope="col">{t('temporary-contracts.list.contract')}</Table.Th>
            <Table.Th scope="col">{t('temporary-contracts.list.documentId')}</Table.Th>
            <Table.Th scope="col">{t('temporary-contracts.list.writtenContract')}</Table.Th>
            <Table.Th scope="col">{t('temporary-contracts.list.created')}</Table.Th>
            <Table.Th scope="col">{t('temporary-contracts.list.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.map((contract) => (
            <Table.Tr key={contract.id}>
              <Table.Td>{`${formatBirthday(contract.startDate)} – ${formatBirthday(contract.endDate)}`}</Table.Td>
              <Table.Td>{contract.area.name}</Table.Td>
              <Table.Td>{contract.contract}</Table.Td>
              <Table.Td>{contract.documentId}</Table.Td>
              <Table.Td>{t(`temporary-contracts.writtenContract.${contract.writtenContract}`)}</Table.Td>
              <Table.Td>
                {contract.createdBy
                  ? `${formatDateTime(contract.createdAt)}, ${contract.createdBy.fullName}`
                  : formatDateTime(contract.createdAt)}
              </Table.Td>
              <Table.Td>
                {contract.pdfDocumentId && (
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconFileTypePdf size={16} aria-hidden />}
                    aria-label={t('temporary-contracts.list.openPdfFor', { documentId: contract.documentId })}
                    onClick={() =>
                      openPdfInNewTab(
                        () => getDocument(accountId, contract.pdfDocumentId as string),
                        `${contract.pdfDocumentId}.pdf`,
                      ).catch(handleError)
                    }
                  >
                    {t('temporary-contracts.list.openPdf')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
