import {
  basePriceOn,
  type ContractDetail,
  type ContractSummary,
  type ContractVatTreatment,
  type ContractVersion,
} from '@portal/domain/customer-contracts';
import type { CollectiveAgreement } from '@portal/domain/pay-rules';
import type { ContractRow, ContractVersionRow } from './customer-contracts.repository';

function versionsOf(rows: readonly ContractVersionRow[]): ContractVersion[] {
  return rows.map((row) => ({ validFrom: row.validFrom, prices: row.prices, wages: row.wages }));
}

// The text columns hold only the domain's values: the input schema checks them before every write.
const agreementOf = (row: ContractRow) => row.collectiveAgreement as CollectiveAgreement;
const vatOf = (row: ContractRow) => row.vatTreatment as ContractVatTreatment;

/** A contract as the list shows it, with the lowest base-hour price in force on `dayKey`. */
export function presentContractSummary(
  row: ContractRow,
  versions: readonly ContractVersionRow[],
  dayKey: string,
): ContractSummary {
  return {
    id: row.id,
    name: row.name,
    customerNumber: row.customerNumber,
    collectiveAgreement: agreementOf(row),
    vatTreatment: vatOf(row),
    validFrom: row.validFrom,
    validTo: row.validTo,
    currentBasePriceCents: basePriceOn({ ...row, versions: versionsOf(versions) }, dayKey),
  };
}

export function presentContractDetail(
  row: ContractRow,
  versions: readonly ContractVersionRow[],
): ContractDetail {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    customerNumber: row.customerNumber,
    noOverHours: row.noOverHours,
    monthlySalary: row.monthlySalary,
    campaignsRaisePrice: row.campaignsRaisePrice,
    collectiveAgreement: agreementOf(row),
    vatTreatment: vatOf(row),
    vatExemptionBasis: row.vatExemptionBasis,
    validFrom: row.validFrom,
    validTo: row.validTo,
    versions: versionsOf(versions),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
