import { listAccountMailOutboxContract, listAccountSmsOutboxContract } from '@portal/domain/outbox';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';

/** Every e-mail of the account's outbox, page by page, for the CSV export. */
export function fetchAllMail(accountId: string) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listAccountMailOutboxContract, { params: { accountId }, query: { page, perPage } }),
    (item) => item.id,
  );
}

/** Every SMS of the account's outbox, page by page, for the CSV export. */
export function fetchAllSms(accountId: string) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listAccountSmsOutboxContract, { params: { accountId }, query: { page, perPage } }),
    (item) => item.id,
  );
}
