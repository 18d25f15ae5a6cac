import { errorCodes, locales } from '@portal/domain/shared';
import { describe, expect, it } from 'vitest';
import { loadEveryTranslation, loadFeatureCatalogues } from '@/app/feature-catalogues';
import fi from './fi.json';

// The merged catalogues: core texts plus every feature's own catalogue (features/<feature>/locales).
const translations = await loadEveryTranslation();
const featureNames = Object.keys(await loadFeatureCatalogues('fi'));
const catalogues: Record<string, unknown> = translations;
const { en } = translations;

type Leaf = { key: string; value: unknown };

function leavesOf(node: unknown, prefix = ''): Leaf[] {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [{ key: prefix, value: node }];
}

function placeholdersOf(value: unknown): string[] {
  return typeof value === 'string'
    ? [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort()
    : [];
}

const reference = leavesOf(translations.fi);
const referenceKeys = reference.map((leaf) => leaf.key).sort();

describe('locale catalogues', () => {
  it('keep feature catalogue names apart from the core catalogue keys', () => {
    for (const feature of featureNames) {
      expect(Object.keys(fi), `features/${feature}/locales collides with a core key`).not.toContain(feature);
    }
  });

  it('exist for every supported locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
  });

  it('give a message for every domain error code', () => {
    for (const code of Object.keys(errorCodes)) {
      expect(referenceKeys).toContain(`errors.${code}`);
    }
  });

  it('use the spec texts verbatim for the generic error', () => {
    expect(fi.errors.INTERNAL).toBe('Jokin meni vikaan, yritä uudelleen');
    expect(en.errors.INTERNAL).toBe('Something went wrong, please try again');
    expect(en.settings.saveError).toBe('Error saving settings');
  });

  describe.each(Object.entries(catalogues))('%s', (_locale, catalogue) => {
    const leaves = leavesOf(catalogue);

    it('has exactly the keys of the Finnish catalogue, no missing and no extra', () => {
      const keys = leaves.map((leaf) => leaf.key).sort();
      expect(keys.filter((key) => !referenceKeys.includes(key))).toEqual([]);
      expect(referenceKeys.filter((key) => !keys.includes(key))).toEqual([]);
    });

    it('has a non-empty text for every key', () => {
      const empty = leaves.filter((leaf) => typeof leaf.value !== 'string' || leaf.value.trim() === '');
      expect(empty.map((leaf) => leaf.key)).toEqual([]);
    });

    it('uses the same {{placeholders}} as the Finnish catalogue', () => {
      for (const leaf of reference) {
        const translated = leaves.find((candidate) => candidate.key === leaf.key);
        expect(placeholdersOf(translated?.value), leaf.key).toEqual(placeholdersOf(leaf.value));
      }
    });
  });
});
