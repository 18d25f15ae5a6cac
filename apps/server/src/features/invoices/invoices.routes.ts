import {
  createInvoiceContract,
  creditDisputeContract,
  creditInvoiceContract,
  deleteInvoiceContract,
  disputeLineContract,
  getInvoiceContract,
  listInvoiceClientsContract,
  listInvoicesContract,
  markInvoicePaidContract,
  markInvoiceUnpaidContract,
  rejectDisputeContract,
  sendInvoiceContract,
  upcomingChargesContract,
  updateInvoiceContract,
} from '@portal/domain/billing';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { InvoicesService } from './invoices.service';

/** Invoices: the list, the create screen's picker, upcoming charges, one invoice and its actions. */
export function registerInvoicesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  invoices: InvoicesService,
): void {
  registerContract(app, dependencies, listInvoicesContract, ({ actor, params, query }) =>
    invoices.listInvoices({ actor, accountId: params.accountId, query }),
  );
  registerContract(app, dependencies, listInvoiceClientsContract, ({ params }) =>
    invoices.listInvoiceClients({ accountId: params.accountId }),
  );
  registerContract(app, dependencies, upcomingChargesContract, ({ params }) =>
    invoices.upcomingCharges({ accountId: params.accountId }),
  );
  registerContract(app, dependencies, getInvoiceContract, ({ actor, params }) =>
    invoices.getInvoice({ actor, ...params }),
  );
  registerContract(app, dependencies, createInvoiceContract, ({ actor, params, body }) =>
    invoices.createInvoice({ actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, updateInvoiceContract, ({ actor, params, body }) =>
    invoices.updateInvoice({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, sendInvoiceContract, ({ actor, params }) =>
    invoices.sendInvoice({ actor, ...params }),
  );
  registerContract(app, dependencies, markInvoicePaidContract, ({ actor, params, body }) =>
    invoices.markInvoicePaid({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, markInvoiceUnpaidContract, ({ actor, params }) =>
    invoices.markInvoiceUnpaid({ actor, ...params }),
  );
  registerContract(app, dependencies, creditInvoiceContract, ({ actor, params, body }) =>
    invoices.creditInvoice({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, deleteInvoiceContract, ({ actor, params }) =>
    invoices.deleteInvoice({ actor, ...params }),
  );
  registerContract(app, dependencies, disputeLineContract, ({ actor, params, body }) =>
    invoices.disputeLine({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, creditDisputeContract, ({ actor, params, body }) =>
    invoices.creditDispute({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, rejectDisputeContract, ({ actor, params, body }) =>
    invoices.rejectDispute({ actor, ...params, input: body }),
  );
}
