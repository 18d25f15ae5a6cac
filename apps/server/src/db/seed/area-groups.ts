import type { areaGroupAccounts, areaGroupAreas, areaGroups } from '../schema/areas.schema';
import { areaDefinitions, areaIdOf } from './areas';
import { deriveId } from './ids';

type AreaGroupRows = {
  groups: (typeof areaGroups.$inferInsert)[];
  accounts: (typeof areaGroupAccounts.$inferInsert)[];
  areas: (typeof areaGroupAreas.$inferInsert)[];
};

/** Area groups span accounts: each holds the areas of some cities and the accounts those areas belong to. */
const groupDefinitions = [
  { key: 'paakaupunkiseutu', name: 'Pääkaupunkiseutu', cities: ['Helsinki', 'Espoo', 'Vantaa'] },
  { key: 'pirkanmaa', name: 'Pirkanmaa', cities: ['Tampere'] },
  { key: 'pohjois-suomi', name: 'Pohjois-Suomi', cities: ['Oulu', 'Rovaniemi'] },
] as const;

export function buildAreaGroups(createdAt: Date): AreaGroupRows {
  const rows: AreaGroupRows = { groups: [], accounts: [], areas: [] };
  for (const group of groupDefinitions) {
    const groupId = deriveId(`area-group:${group.key}`);
    const members = areaDefinitions.filter((area) => (group.cities as readonly string[]).includes(area.city));
    rows.groups.push({ id: groupId, name: group.name, createdAt });
    for (const accountId of new Set(members.map((area) => area.accountId))) {
      rows.accounts.push({ groupId, accountId });
    }
    for (const area of members) {
      rows.areas.push({ groupId, areaId: areaIdOf(area.key) });
    }
  }
  return rows;
}
