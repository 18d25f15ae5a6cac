/** The areas feature's public surface: what other features may change about areas (it owns the table). */
export { clearAreasPool } from './areas.repository';
export { type NameSearch, searchAreasByName } from './areas-search.repository';
