import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server test files that touch SQL: those that reach `testing/test-database.ts` through their
 * relative imports (directly, through `testing/test-app.ts`, or through any helper). Only a test
 * database can run on PostgreSQL, so these are the files the PostgreSQL pass runs; the rest (pure
 * logic, config, the demo seed on its own PGlite) run once. Computed on every run, so a new test is
 * classified by what it imports and the list cannot go stale.
 */
export function databaseTestFiles(sourceRoot: string): string[] {
  const target = path.join(sourceRoot, 'testing', 'test-database.ts');
  const reaches = new Map<string, boolean>();

  function reachesTarget(file: string, visiting: Set<string>): boolean {
    if (file === target) {
      return true;
    }
    const known = reaches.get(file);
    if (known !== undefined) {
      return known;
    }
    if (visiting.has(file)) {
      return false;
    }
    visiting.add(file);
    const found = relativeImportsOf(file).some((imported) => reachesTarget(imported, visiting));
    visiting.delete(file);
    reaches.set(file, found);
    return found;
  }

  return testFilesUnder(sourceRoot)
    .filter((file) => reachesTarget(file, new Set()))
    .map((file) => path.relative(path.dirname(sourceRoot), file).split(path.sep).join('/'))
    .sort();
}

function testFilesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(directory, name));
}

// `from '...'` and `import('...')` with a relative specifier; type-only imports count too (harmless).
const importPattern = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function relativeImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const resolved: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? '';
    const base = path.resolve(path.dirname(file), specifier);
    const candidate = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (option) => option.endsWith('.ts') && existsSync(option),
    );
    if (candidate) {
      resolved.push(candidate);
    }
  }
  return resolved;
}
