import type { ServerFeature } from '../../http/server-feature';
import { registerContractSigningRoutes } from './contract-signing.routes';
import { builtInSignatureProvider } from './e-signature-provider';
import { registerEmploymentContractFilesRoutes } from './employment-contract-files.routes';
import { registerEmploymentContractsRoutes } from './employment-contracts.routes';
import { createEmploymentContractsService } from './employment-contracts.service';

/** Employment contracts: templates, drafts, sending for signature, and the worker's signing pages. */
export const employmentContractsFeature: ServerFeature = {
  name: 'employment-contracts',
  register: (app, dependencies, { db, clock, publicUrl, documentSealer }) => {
    const service = createEmploymentContractsService({
      db,
      clock,
      publicUrl,
      sealer: documentSealer,
      // The built-in signer is the default; decision 0047 describes how an external one would be chosen.
      provider: builtInSignatureProvider,
    });
    registerEmploymentContractsRoutes(app, dependencies, service);
    registerContractSigningRoutes(app, dependencies, service);
    registerEmploymentContractFilesRoutes(app, dependencies, service);
  },
};
