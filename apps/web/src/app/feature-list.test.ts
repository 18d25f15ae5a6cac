import { describe, expect, it } from 'vitest';
import { loadFeatureCatalogues } from './feature-catalogues';
import { liveQueryRoots, webFeatures } from './feature-list';

// Every feature folder with a registration file, and every feature folder with its own texts.
const registrationFiles = Object.keys(import.meta.glob('../features/*/*.feature.{ts,tsx}'));
const catalogueFolders = Object.keys(import.meta.glob('../features/*/locales/fi.json'));
const folderOf = (path: string) => /features\/([^/]+)\//.exec(path)?.[1];

describe('feature list', () => {
  it('registers every feature folder once, under its folder name', () => {
    const names = webFeatures.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(registrationFiles.map(folderOf).sort());
    for (const path of registrationFiles) {
      expect(path).toMatch(/features\/([^/]+)\/\1\.feature\.tsx?$/);
    }
  });

  it('loads the texts of every feature that has its own catalogue', async () => {
    expect(Object.keys(await loadFeatureCatalogues('fi')).sort()).toEqual(
      catalogueFolders.map(folderOf).sort(),
    );
  });

  it('refreshes on each change notice the query roots the features declare', () => {
    const showsShifts = ['dashboard', 'gigs', 'shifts', 'action-center', 'confirmations', 'shift-planning'];
    expect(liveQueryRoots).toEqual({
      Shift: showsShifts,
      Gig: showsShifts,
      AccountSettings: ['action-center', 'account-settings', 'billing-details'],
      SellerDetails: ['billing-details'],
      Pool: ['workers', 'pools'],
      Worker: ['workers', 'pools', 'worker-blocks'],
      Area: ['pools', 'areas'],
      Contract: ['customer-contracts'],
      DocumentRequest: ['document-requests'],
      EmploymentContract: ['employment-contracts'],
      JobAd: ['job-ads'],
      Application: ['applications'],
      Announcement: ['announcements'],
    });
  });
});
