import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type OwnedTable, tableOwners } from './table-owners';

// Reads the server's source files, no database: every insert, update and delete must be in the code of
// the table's owner (table-owners.ts). Migrations live outside src; schema, tests and test support are
// exempt, since they build worlds of every table.
const sourceRoot = join(import.meta.dirname, '..');

type Write = { file: string; table: OwnedTable };

/** Files that may write tables they do not own, for good. */
const allowedWriters: readonly Write[] = [
  // The demo seed loads fixed data into every table at first start, in one transaction, like a migration.
  ...(Object.keys(tableOwners) as OwnedTable[])
    .filter((table) => table !== 'shifts')
    .map((table) => ({ file: 'db/seed/demo-seed.ts', table })),
];

const exempt = [
  /^db\/schema\//,
  /^testing\//,
  /\.test\.ts$/,
  /-access-fixtures\.ts$/,
  /-test-world\.ts$/,
  /\.access-rows\.ts$/,
  /\/testing\//,
  /^db\/table-owners\.ts$/,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The schema's `export const x = pgTable('name'`: the variable names code uses for each table. */
function tableVariables(): Map<string, OwnedTable> {
  const variables = new Map<string, OwnedTable>();
  for (const file of sourceFiles(join(sourceRoot, 'db/schema'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      variables.set(match[1] as string, match[2] as OwnedTable);
    }
  }
  return variables;
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Every table the source writes: drizzle `.insert(t)`, `.update(t)`, `.delete(t)` and raw SQL. */
function findWrites(source: string, variables: ReadonlyMap<string, OwnedTable>): OwnedTable[] {
  const code = withoutComments(source);
  // `import { shifts as shiftsTable }` names the same table.
  const names = new Map(variables);
  for (const match of code.matchAll(/\b(\w+) as (\w+)\b/g)) {
    const table = variables.get(match[1] as string);
    if (table) {
      names.set(match[2] as string, table);
    }
  }
  const tables = new Set<OwnedTable>();
  for (const match of code.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = names.get(match[1] as string);
    if (table) {
      tables.add(table);
    }
  }
  for (const match of code.matchAll(
    /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})/gi,
  )) {
    const name = (match[1] ?? match[2]) as string;
    const table = name in tableOwners ? (name as OwnedTable) : names.get(name);
    if (table) {
      tables.add(table);
    }
  }
  return [...tables];
}

function isOwner(file: string, table: OwnedTable): boolean {
  const owner: string = tableOwners[table];
  return file === owner || file.startsWith(`${owner}/`);
}

const isListed = (list: readonly Write[], write: Write) =>
  list.some((entry) => entry.file === write.file && entry.table === write.table);

function findViolations(): Write[] {
  const variables = tableVariables();
  return sourceFiles(sourceRoot)
    .map((path) => ({ path, file: relative(sourceRoot, path).split('\\').join('/') }))
    .filter(({ file }) => !exempt.some((pattern) => pattern.test(file)))
    .flatMap(({ path, file }) =>
      findWrites(readFileSync(path, 'utf8'), variables)
        .filter((table) => !isOwner(file, table))
        .map((table) => ({ file, table })),
    )
    .filter((write) => !isListed(allowedWriters, write));
}

describe('table ownership', () => {
  it('names an owner for every table of the schema', () => {
    expect([...new Set(tableVariables().values())].sort()).toEqual(Object.keys(tableOwners).sort());
  });

  it('finds drizzle and SQL writes, and follows renamed imports', () => {
    const variables = new Map<string, OwnedTable>([['shifts', 'shifts']]);
    expect(findWrites('await tx.update(shifts).set({})', variables)).toEqual(['shifts']);
    expect(findWrites('import { shifts as s } from "x";\ntx.delete( s )', variables)).toEqual(['shifts']);
    expect(findWrites('sql`INSERT INTO "pools" (id) values (1)`', variables)).toEqual(['pools']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a drizzle sql template.
    expect(findWrites('sql`update ${shifts} set status = 1`', variables)).toEqual(['shifts']);
    expect(findWrites('// update shifts here\nmap.delete(key)', variables)).toEqual([]);
  });

  it('lets only the owner write a table', () => {
    expect(
      findViolations(),
      'writes outside the owner: call the owner’s .api.ts (db/table-owners.ts)',
    ).toEqual([]);
  });

  it('lets no file but the schema hand a table out (a repository never exports its table)', () => {
    const variables = [...tableVariables().keys()];
    const reexport = new RegExp(`export\\s*\\{[^}]*\\b(${variables.join('|')})\\b[^}]*\\}`);
    const offenders = sourceFiles(sourceRoot)
      .map((path) => ({ path, file: relative(sourceRoot, path).split('\\').join('/') }))
      .filter(({ file }) => !file.startsWith('db/schema/') && !file.endsWith('.test.ts'))
      .filter(({ path }) => reexport.test(readFileSync(path, 'utf8')))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
