import type { TemporaryContract } from '@portal/domain/temporary-contracts';
import type { TemporaryContractRecord } from './temporary-contracts.repository';

export function presentTemporaryContract(record: TemporaryContractRecord): TemporaryContract {
  return {
    id: record.id,
    workerId: record.workerId,
    accountId: record.accountId,
    area: { id: record.areaId, name: record.areaName },
    contract: record.contract,
    documentId: record.documentReference,
    startDate: record.startDate,
    endDate: record.endDate,
    locationText: record.locationText,
    salaryText: record.salaryText,
    writtenContract: record.writtenContract,
    pdfDocumentId: record.pdfDocumentId,
    createdAt: record.createdAt.toISOString(),
    createdBy:
      record.createdBy && record.createdByName
        ? { id: record.createdBy, fullName: record.createdByName }
        : null,
  };
}
