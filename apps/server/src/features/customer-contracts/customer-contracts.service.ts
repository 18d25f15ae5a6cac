import type { CustomerContractsDependencies } from './use-cases/contract-use-case';
import { createContract } from './use-cases/create-contract';
import { deleteContract } from './use-cases/delete-contract';
import { getContract } from './use-cases/get-contract';
import { listContracts } from './use-cases/list-contracts';
import { updateContract } from './use-cases/update-contract';

export type { CustomerContractsDependencies } from './use-cases/contract-use-case';

type UseCase<Options, Result> = (dependencies: CustomerContractsDependencies, options: Options) => Result;

function bind<Options, Result>(
  dependencies: CustomerContractsDependencies,
  useCase: UseCase<Options, Result>,
) {
  return (options: Options): Result => useCase(dependencies, options);
}

/**
 * Customer contracts: one use case per file in `use-cases/`. The routes check the account (404 outside the
 * caller's accounts) and the Contract ability (403): admins and above manage, the customer reads its own
 * account's, agents have no access.
 */
export function createCustomerContractsService(dependencies: CustomerContractsDependencies) {
  return {
    listContracts: bind(dependencies, listContracts),
    getContract: bind(dependencies, getContract),
    createContract: bind(dependencies, createContract),
    updateContract: bind(dependencies, updateContract),
    deleteContract: bind(dependencies, deleteContract),
  };
}

export type CustomerContractsService = ReturnType<typeof createCustomerContractsService>;
