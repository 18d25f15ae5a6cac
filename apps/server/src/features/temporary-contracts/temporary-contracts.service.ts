import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import type { CreateTemporaryContractInput, TemporaryContractList } from '@portal/domain/temporary-contracts';
import { type TemporaryContract, temporaryContractDocumentKind } from '@portal/domain/temporary-contracts';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { DocumentSealer } from '../../lib/pdf-seal/document-sealer';
import { publishChange } from '../../lib/publish-change';
import { insertDocument } from '../documents/documents.api';
import { findAccountWorker } from '../worker-search/worker-search.api';
import { renderIssuedTemporaryContractPdf } from './temporary-contract-pdf';
import { presentTemporaryContract } from './temporary-contracts.presenter';
import {
  findContractArea,
  findContractEmployer,
  findTemporaryContract,
  insertTemporaryContract,
  listTemporaryContracts,
} from './temporary-contracts.repository';

export type TemporaryContractsServiceDependencies = {
  db: Database;
  clock: Clock;
  documentSealer: DocumentSealer;
};

type WorkerIds = { accountId: string; workerId: string };

/** A file name the browser shows: the contract, the worker and the start date, no path characters. */
function pdfFileName(workerName: string, startDate: string): string {
  const name = workerName.trim().replace(/[\s/\\:*?"<>|]+/g, '-');
  return `maaraaikainen-tyosopimus-${name}-${startDate}.pdf`;
}

/** Temporary (fixed-term) contracts of workers, each with its PDF (spec sections 3 and 5). */
export function createTemporaryContractsService({
  db,
  clock,
  documentSealer,
}: TemporaryContractsServiceDependencies) {
  return {
    async listTemporaryContracts(ids: WorkerIds): Promise<TemporaryContractList> {
      if (!(await findAccountWorker(db, ids.accountId, ids.workerId))) {
        throw new DomainError('NOT_FOUND');
      }
      const records = await listTemporaryContracts(db, ids.accountId, ids.workerId);
      return { items: records.map(presentTemporaryContract) };
    },

    /**
     * Creates the contract and its PDF (Finnish, with the worker's and the area's details, sealed as issued
     * by the employer: decision 0046), stored as a document of the worker in the same transaction. The account of the body must be the path's.
     */
    async createTemporaryContract(
      actor: Actor,
      ids: WorkerIds,
      input: CreateTemporaryContractInput,
    ): Promise<TemporaryContract> {
      if (input.accountId !== ids.accountId) {
        throw new DomainError('VALIDATION_FAILED', { field: 'accountId' });
      }
      const now = clock.now();
      const worker = await findAccountWorker(db, ids.accountId, ids.workerId);
      const area = await findContractArea(db, ids.accountId, input.areaId);
      const employer = await findContractEmployer(db, ids.accountId);
      if (!worker || !area || !employer) {
        throw new DomainError('NOT_FOUND');
      }
      const { accountId: _accountId, areaId: _areaId, ...terms } = input;
      // Rendered and sealed before the transaction opens: it takes a while and needs no lock.
      const pdf = await renderIssuedTemporaryContractPdf(
        { contract: terms, employer, worker, area, createdAt: now },
        documentSealer,
      );
      return db.transaction(async (tx) => {
        const documentId = await insertDocument(tx, {
          accountId: ids.accountId,
          ownerUserId: worker.id,
          kind: temporaryContractDocumentKind,
          fileName: pdfFileName(worker.fullName, input.startDate),
          contentType: 'application/pdf',
          content: pdf,
          createdBy: actor.userId,
          createdAt: now,
        });
        const contractId = await insertTemporaryContract(tx, {
          workerId: worker.id,
          accountId: ids.accountId,
          areaId: area.id,
          contract: input.contract,
          documentReference: input.documentId,
          startDate: input.startDate,
          endDate: input.endDate,
          locationText: input.locationText,
          salaryText: input.salaryText,
          writtenContract: input.writtenContract,
          pdfDocumentId: documentId,
          createdBy: actor.userId,
          createdAt: now,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: ids.accountId,
          action: 'create',
          subject: 'TemporaryContract',
          subjectId: contractId,
          changes: { workerId: worker.id, ...terms, areaId: area.id, pdfDocumentId: documentId },
        });
        await publishChange(tx, {
          accountId: ids.accountId,
          subject: 'Worker',
          id: worker.id,
          action: 'updated',
        });
        const record = await findTemporaryContract(tx, ids.accountId, contractId);
        if (!record) {
          throw new Error('temporary contract vanished inside its transaction');
        }
        return presentTemporaryContract(record);
      });
    },
  };
}

export type TemporaryContractsService = ReturnType<typeof createTemporaryContractsService>;
