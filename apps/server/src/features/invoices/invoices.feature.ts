import type { ServerFeature } from '../../http/server-feature';
import { registerInvoiceFilesRoutes } from './invoice-files.routes';
import { registerInvoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';

/** Invoices (billing): drafts from verified shifts, gapless numbers when sent, payments, credit notes. */
export const invoicesFeature: ServerFeature = {
  name: 'invoices',
  register: (app, dependencies, { db, clock, publicUrl }) => {
    registerInvoicesRoutes(app, dependencies, createInvoicesService({ db, clock, publicUrl }));
    registerInvoiceFilesRoutes(app, dependencies, clock);
  },
};
