import { createInvoice } from './use-cases/create-invoice';
import { creditInvoice } from './use-cases/credit-invoice';
import { deleteInvoice } from './use-cases/delete-invoice';
import { creditDispute, disputeLine, rejectDispute } from './use-cases/dispute-line';
import type { InvoicesDependencies } from './use-cases/invoice-use-case';
import { markInvoicePaid, markInvoiceUnpaid } from './use-cases/payment';
import { getInvoice, listInvoiceClients, listInvoices, upcomingCharges } from './use-cases/read-invoices';
import { sendInvoice } from './use-cases/send-invoice';
import { updateInvoice } from './use-cases/update-invoice';

export type { InvoicesDependencies } from './use-cases/invoice-use-case';

type UseCase<Options, Result> = (dependencies: InvoicesDependencies, options: Options) => Result;

function bind<Options, Result>(dependencies: InvoicesDependencies, useCase: UseCase<Options, Result>) {
  return (options: Options): Result => useCase(dependencies, options);
}

/**
 * Invoices (issue 13): one use case per file in `use-cases/`. The routes check the account (404 outside
 * the caller's accounts) and the Invoices ability (403): admins and above write, the customer reads its
 * account's invoices and upcoming charges, agents have no access.
 */
export function createInvoicesService(dependencies: InvoicesDependencies) {
  return {
    listInvoices: bind(dependencies, listInvoices),
    listInvoiceClients: bind(dependencies, listInvoiceClients),
    upcomingCharges: bind(dependencies, upcomingCharges),
    getInvoice: bind(dependencies, getInvoice),
    createInvoice: bind(dependencies, createInvoice),
    updateInvoice: bind(dependencies, updateInvoice),
    sendInvoice: bind(dependencies, sendInvoice),
    markInvoicePaid: bind(dependencies, markInvoicePaid),
    markInvoiceUnpaid: bind(dependencies, markInvoiceUnpaid),
    creditInvoice: bind(dependencies, creditInvoice),
    deleteInvoice: bind(dependencies, deleteInvoice),
    disputeLine: bind(dependencies, disputeLine),
    creditDispute: bind(dependencies, creditDispute),
    rejectDispute: bind(dependencies, rejectDispute),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
