import { z } from 'zod';
import { recordSubjects } from '../access/abilities';

/** A change notice sent over LISTEN/NOTIFY and on to the browser as a Server-Sent Event. */
export const changeEventSchema = z.object({
  accountId: z.string(),
  subject: z.enum(recordSubjects),
  id: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

export const changeEventsChannel = 'portal_changes';
