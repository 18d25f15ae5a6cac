import { z } from 'zod';
import {
  contractDetailTextMaxLength,
  contractTextMaxLength,
  documentReferenceMaxLength,
  writtenContractChoices,
} from './temporary-contracts';

/** Fields of a new temporary contract, in the order the form shows them. */
export const temporaryContractFields = [
  'accountId',
  'contract',
  'areaId',
  'documentId',
  'startDate',
  'endDate',
  'locationText',
  'salaryText',
  'writtenContract',
] as const;
export type TemporaryContractField = (typeof temporaryContractFields)[number];

/** Issue message of an end date before the start date (the form shows its own text for it). */
export const endBeforeStartMessage = 'END_BEFORE_START';

const isoDateSchema = z.iso.date();
function isIsoDate(value: unknown): boolean {
  return isoDateSchema.safeParse(value).success;
}

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * A new temporary contract (spec section 5): account, contract, area, document id, start and end date,
 * contract location text and contract salary text are all required; the end is not before the start.
 * The account must be the account of the path.
 */
export const createTemporaryContractInputSchema = z
  .object({
    accountId: z.uuid(),
    contract: requiredText(contractTextMaxLength),
    areaId: z.uuid(),
    documentId: requiredText(documentReferenceMaxLength),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    locationText: requiredText(contractDetailTextMaxLength),
    salaryText: requiredText(contractDetailTextMaxLength),
    writtenContract: z.enum(writtenContractChoices),
  })
  // Compared only when both are dates (a missing date has its own issue); YYYY-MM-DD sorts as text.
  .refine(
    (input) => !isIsoDate(input.startDate) || !isIsoDate(input.endDate) || input.endDate >= input.startDate,
    {
      path: ['endDate'],
      message: endBeforeStartMessage,
    },
  );
export type CreateTemporaryContractInput = z.infer<typeof createTemporaryContractInputSchema>;
