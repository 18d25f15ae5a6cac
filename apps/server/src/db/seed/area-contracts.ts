import { areaIdOf } from './areas';
import { contractIdOf } from './customer-contracts';
import { germanIds } from './german-account';

/** The demo contract (customer-contracts.ts) each demo area names, by area key; its gigs and shifts take it too. */
const contractKeyOfArea: Readonly<Record<string, string>> = {
  koivula: 'koivula',
  malmi: 'malmin-majakka',
  kallio: 'etela',
  tapiola: 'etela',
  tikkurila: 'etela',
  hervanta: 'etela',
  nasikallio: 'etela',
  ainola: 'pohjoinen',
  ounaskoski: 'pohjoinen',
  vainola: 'pohjoinen',
  aurankaari: 'lansi',
  harjunrinne: 'lansi',
  leppavaara: 'lansi',
};

/** Every demo area's customer contract by the area's id (the German area's is Lindenhof's). */
const contractByAreaId = new Map<string, string>([
  ...Object.entries(contractKeyOfArea).map(
    ([area, contract]) => [areaIdOf(area), contractIdOf(contract)] as const,
  ),
  [germanIds.area, contractIdOf('lindenhof')],
]);

/** The customer contract of a demo area; null for an area the map does not name. */
export function contractIdOfArea(areaId: string): string | null {
  return contractByAreaId.get(areaId) ?? null;
}

/** Rows of demo areas, or of their gigs and shifts, with the area's customer contract (issue 13). */
export function withAreaContract<Row extends { areaId: string } | { id?: string }>(
  rows: readonly Row[],
  areaIdOfRow: (row: Row) => string,
): Row[] {
  return rows.map((row) => ({ ...row, contractId: contractIdOfArea(areaIdOfRow(row)) }));
}
