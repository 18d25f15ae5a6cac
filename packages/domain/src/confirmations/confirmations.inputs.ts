import { z } from 'zod';
import { isDayKey } from '../shared/helsinki-time';
import { pageQueryFields } from '../shared/paging';
import { confirmationSorts, confirmationStates } from './confirmations';

const daySchema = z.string().refine(isDayKey, { message: 'DATE_INVALID' });

/**
 * The confirmations list: worker, area, planned start between two Helsinki days (both included), state,
 * sort and pages (spec section 9: default page size 10, perPage).
 */
export const listConfirmationsQuerySchema = z
  .object({
    workerId: z.uuid().optional(),
    areaId: z.uuid().optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    state: z.enum(confirmationStates).optional(),
    sort: z.enum(confirmationSorts).default('start_desc'),
    ...pageQueryFields(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'DATE_RANGE_INVALID',
    path: ['to'],
  });
export type ListConfirmationsQuery = z.infer<typeof listConfirmationsQuerySchema>;
