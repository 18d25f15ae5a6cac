import type { CustomerContractValues } from '@portal/domain/customer-contracts';
import { startOfMonth } from '@portal/domain/shared';
import type { customerContracts, customerContractVersions } from '../schema/billing.schema';
import { germanIds } from './german-account';
import { deriveId, seedIds } from './ids';

type ContractRow = typeof customerContracts.$inferInsert;
type VersionRow = typeof customerContractVersions.$inferInsert;
type Terms = Omit<CustomerContractValues, 'versions'>;
type Versions = CustomerContractValues['versions'];

const terms = {
  noOverHours: false,
  monthlySalary: false,
  campaignsRaisePrice: false,
  vatExemptionBasis: null,
  validTo: null,
} as const;

/** The id of a demo contract by its key (`koivula`, `malmin-majakka`, `etela`, `pohjoinen`, `lansi`, `lindenhof`). */
export function contractIdOf(key: string): string {
  return deriveId(`customer-contract:${key}`);
}

/** The fifteenth day after a month's first (YYYY-MM-16). */
function sixteenthOf(monthStart: string): string {
  return `${monthStart.slice(0, 8)}16`;
}

/** A framework contract of a Finnish account: one price and wage list for every area it covers. */
function frameworkContract(
  key: string,
  accountId: string,
  name: string,
  customerNumber: string,
  since: string,
): { id: string; accountId: string; terms: Terms; versions: Versions } {
  return {
    id: contractIdOf(key),
    accountId,
    terms: {
      ...terms,
      name,
      customerNumber,
      collectiveAgreement: 'sote',
      vatTreatment: 'standard',
      validFrom: since,
    },
    versions: [
      {
        validFrom: since,
        prices: [
          { careRole: null, kind: 'base', cents: 3650 },
          { careRole: 'sairaanhoitaja', kind: 'base', cents: 4400 },
          { careRole: null, kind: 'evening', cents: 4200 },
          { careRole: null, kind: 'night', cents: 5100 },
          { careRole: null, kind: 'saturday', cents: 4380 },
          { careRole: null, kind: 'sunday', cents: 7300 },
          { careRole: null, kind: 'kilometre', cents: 59 },
        ],
        wages: [
          { careRole: null, kind: 'base', cents: 1800 },
          { careRole: 'sairaanhoitaja', kind: 'base', cents: 2200 },
          { careRole: null, kind: 'kilometre', cents: 59 },
        ],
      },
    ],
  };
}

/**
 * Demo customer contracts (decision 0033). The southern Finnish account has three: Koivula's, with a price
 * change on the 16th of the current month (the list shows a price that changed mid-month), Malmin
 * Majakka's (VAT exempt) and a framework contract for its other areas; the northern and western accounts
 * one framework contract each; the German account one. Every demo area names one (areas.ts). Each started
 * on the 1st of January of the year before `today`.
 */
export function buildCustomerContracts(
  today: string,
  createdAt: Date,
): { contracts: ContractRow[]; versions: VersionRow[] } {
  const thisMonth = startOfMonth(today);
  const since = `${Number(today.slice(0, 4)) - 1}-01-01`;
  const definitions: { id: string; accountId: string; terms: Terms; versions: Versions }[] = [
    {
      id: contractIdOf('koivula'),
      accountId: seedIds.accounts.south,
      terms: {
        ...terms,
        // The demo's Christmas campaign raises Koivula's price too (seed/campaigns.ts).
        campaignsRaisePrice: true,
        name: 'Palvelukoti Koivula – hoitajavuokraus',
        customerNumber: '10042',
        collectiveAgreement: 'sote',
        vatTreatment: 'standard',
        validFrom: since,
      },
      versions: [
        {
          validFrom: since,
          prices: [
            { careRole: null, kind: 'base', cents: 3800 },
            { careRole: 'sairaanhoitaja', kind: 'base', cents: 4550 },
            { careRole: null, kind: 'evening', cents: 4370 },
            { careRole: null, kind: 'night', cents: 5320 },
            { careRole: null, kind: 'saturday', cents: 4560 },
            { careRole: null, kind: 'sunday', cents: 7600 },
            { careRole: null, kind: 'kilometre', cents: 59 },
          ],
          wages: [
            { careRole: null, kind: 'base', cents: 1850 },
            { careRole: 'sairaanhoitaja', kind: 'base', cents: 2250 },
            { careRole: null, kind: 'kilometre', cents: 59 },
          ],
        },
        {
          validFrom: sixteenthOf(thisMonth),
          prices: [
            { careRole: null, kind: 'base', cents: 3990 },
            { careRole: 'sairaanhoitaja', kind: 'base', cents: 4750 },
            { careRole: null, kind: 'evening', cents: 4590 },
            { careRole: null, kind: 'night', cents: 5590 },
            { careRole: null, kind: 'saturday', cents: 4790 },
            { careRole: null, kind: 'sunday', cents: 7980 },
            { careRole: null, kind: 'kilometre', cents: 59 },
          ],
          wages: [
            { careRole: null, kind: 'base', cents: 1920 },
            { careRole: 'sairaanhoitaja', kind: 'base', cents: 2330 },
            { careRole: null, kind: 'kilometre', cents: 59 },
          ],
        },
      ],
    },
    {
      id: contractIdOf('malmin-majakka'),
      accountId: seedIds.accounts.south,
      terms: {
        ...terms,
        name: 'Kuntoutuskoti Malmin Majakka – sairaan- ja lähihoitajat',
        customerNumber: '10057',
        collectiveAgreement: 'tptes',
        vatTreatment: 'exempt',
        vatExemptionBasis:
          'Arvonlisäverolain 34 §:n mukainen terveydenhoitopalvelu (terveydenhuollon ammattihenkilöiden vuokraus).',
        validFrom: since,
      },
      versions: [
        {
          validFrom: since,
          prices: [
            { careRole: 'sairaanhoitaja', kind: 'base', cents: 4900 },
            { careRole: 'ensihoitaja', kind: 'base', cents: 5200 },
            { careRole: 'lähihoitaja', kind: 'base', cents: 4100 },
            { careRole: null, kind: 'evening', cents: 5640 },
            { careRole: null, kind: 'night', cents: 7150 },
            { careRole: null, kind: 'sunday', cents: 9800 },
          ],
          wages: [
            { careRole: 'sairaanhoitaja', kind: 'base', cents: 2400 },
            { careRole: 'ensihoitaja', kind: 'base', cents: 2550 },
            { careRole: 'lähihoitaja', kind: 'base', cents: 1950 },
          ],
        },
      ],
    },
    frameworkContract(
      'etela',
      seedIds.accounts.south,
      'Pohjoisvirta Etelä – kotihoito ja palvelutalot, puitesopimus',
      '10060',
      since,
    ),
    frameworkContract(
      'pohjoinen',
      seedIds.accounts.north,
      'Pohjoisvirta Pohjoinen – hoitajavuokraus',
      '20011',
      since,
    ),
    frameworkContract('lansi', seedIds.accounts.west, 'Kaarnahoiva Länsi – hoitajavuokraus', '30007', since),
    {
      id: contractIdOf('lindenhof'),
      accountId: germanIds.account,
      terms: {
        ...terms,
        name: 'Seniorenresidenz Lindenhof – Personalgestellung',
        customerNumber: 'DE-2001',
        collectiveAgreement: 'sote',
        vatTreatment: 'standard',
        validFrom: since,
      },
      versions: [
        {
          validFrom: since,
          prices: [
            { careRole: 'Pflegefachkraft', kind: 'base', cents: 5400 },
            { careRole: 'Pflegekraft', kind: 'base', cents: 4300 },
            { careRole: null, kind: 'night', cents: 6200 },
            { careRole: null, kind: 'sunday', cents: 8100 },
          ],
          wages: [
            { careRole: 'Pflegefachkraft', kind: 'base', cents: 2600 },
            { careRole: 'Pflegekraft', kind: 'base', cents: 2050 },
          ],
        },
      ],
    },
  ];
  return {
    contracts: definitions.map((definition) => ({
      id: definition.id,
      accountId: definition.accountId,
      ...definition.terms,
      createdAt,
      updatedAt: createdAt,
    })),
    versions: definitions.flatMap((definition) =>
      definition.versions.map((version) => ({ contractId: definition.id, ...version })),
    ),
  };
}
