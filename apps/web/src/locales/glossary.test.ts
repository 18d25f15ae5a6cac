import { locales } from '@portal/domain/shared';
import { describe, expect, it } from 'vitest';
import glossary from './GLOSSARY.md?raw';

// Every catalogue file as it is on disk, core and features alike, whatever the app loads at run time.
const catalogueFiles = import.meta.glob<{ default: unknown }>(['./*.json', '../features/*/locales/*.json'], {
  eager: true,
});

type Leaf = { key: string; value: string };

function leavesOf(node: unknown, prefix = ''): Leaf[] {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return typeof node === 'string' ? [{ key: prefix, value: node }] : [];
}

function localeOfFile(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

/** The glossary's "Forbidden synonyms" table: per language, its patterns (`word` or `start*`). */
function forbiddenSynonyms(markdown: string): Map<string, string[]> {
  const section = markdown.split(/^## Forbidden synonyms$/m)[1] ?? '';
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [, language, forbidden] = cells;
    if (language && forbidden && (locales as readonly string[]).includes(language)) {
      rows.set(
        language,
        [...forbidden.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').filter(Boolean),
      );
    }
  }
  return rows;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern as a regular expression: a whole word, or (`start*`) any word starting so; not inside a word. */
function patternRegExp(pattern: string): RegExp {
  const isStart = pattern.endsWith('*');
  const text = escapeRegExp(isStart ? pattern.slice(0, -1) : pattern);
  return new RegExp(`(?<![\\p{L}\\p{N}])${text}${isStart ? '' : '(?![\\p{L}\\p{N}])'}`, 'iu');
}

const forbidden = forbiddenSynonyms(glossary);

describe('the glossary (locales/GLOSSARY.md)', () => {
  it('lists forbidden synonyms for every language', () => {
    expect([...forbidden.keys()].sort()).toEqual([...locales].sort());
    expect(patternRegExp('tehost*').test('Vuoro tehostettu')).toBe(true);
    expect(patternRegExp('fachkraft').test('Pflegefachkraft')).toBe(false);
    expect(patternRegExp('tehty').test('Tehtyä työtä')).toBe(false);
  });

  it('is followed by every catalogue: no value uses a forbidden synonym of its language', () => {
    const found: string[] = [];
    for (const [file, module] of Object.entries(catalogueFiles)) {
      const patterns = forbidden.get(localeOfFile(file)) ?? [];
      for (const { key, value } of leavesOf(module.default)) {
        for (const pattern of patterns) {
          if (patternRegExp(pattern).test(value)) {
            found.push(`${file} ${key}: "${value}" uses "${pattern}"`);
          }
        }
      }
    }
    expect(Object.keys(catalogueFiles).length).toBeGreaterThan(5 * 10);
    expect(found).toEqual([]);
  });
});
