/**
 * Size guard (docs/decisions/0017): a TypeScript file (tests included) has at most 300 lines, unless it is
 * in scripts/file-size-allow-list.txt with its line count when listed. A listed file may not grow past that
 * count, and a listed file that is gone or back under the limit must leave the list: it only shrinks.
 *
 *   tsx scripts/check-file-sizes.ts            check (npm run lint)
 *   tsx scripts/check-file-sizes.ts --shrink   lower the recorded counts and drop what is fixed; never adds
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const maxLines = 300;
const root = path.resolve(import.meta.dirname, '..');
const allowListFile = path.join(root, 'scripts', 'file-size-allow-list.txt');

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && existsSync(path.join(root, file)));
}

function lineCount(file: string): number {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

type AllowList = { header: string[]; limits: Map<string, number> };

function readAllowList(): AllowList {
  const header: string[] = [];
  const limits = new Map<string, number>();
  for (const line of readFileSync(allowListFile, 'utf8').split('\n')) {
    const entry = /^(\d+)\s+(\S+)$/.exec(line.trim());
    if (entry) {
      limits.set(entry[2] as string, Number(entry[1]));
    } else if (line.startsWith('#')) {
      header.push(line);
    }
  }
  return { header, limits };
}

function writeAllowList({ header, limits }: AllowList): void {
  const entries = [...limits].sort(([first], [second]) => first.localeCompare(second));
  writeFileSync(
    allowListFile,
    `${[...header, ...entries.map(([file, count]) => `${count} ${file}`)].join('\n')}\n`,
  );
}

const allowList = readAllowList();
const sizes = new Map(sourceFiles().map((file) => [file, lineCount(file)]));
const problems: string[] = [];

for (const [file, count] of sizes) {
  const limit = allowList.limits.get(file);
  if (limit === undefined && count > maxLines) {
    problems.push(`${file}: ${count} lines, over ${maxLines}; split it (the allow-list takes no new files)`);
  } else if (limit !== undefined && count > limit) {
    problems.push(`${file}: ${count} lines, grew past its allowed ${limit}; split it`);
  }
}
for (const [file, limit] of allowList.limits) {
  const count = sizes.get(file);
  if (count === undefined || count <= maxLines) {
    problems.push(
      `${file}: ${count === undefined ? 'gone' : `${count} lines`}, remove it from the allow-list`,
    );
  } else if (process.argv.includes('--shrink') && count < limit) {
    allowList.limits.set(file, count);
  }
}

if (process.argv.includes('--shrink')) {
  for (const [file] of allowList.limits) {
    const count = sizes.get(file);
    if (count === undefined || count <= maxLines) {
      allowList.limits.delete(file);
    }
  }
  writeAllowList(allowList);
  console.log(`Allow-list shrunk to ${allowList.limits.size} file(s).`);
  process.exit(0);
}

for (const problem of problems) {
  console.error(problem);
}
console.log(
  `File sizes: ${sizes.size} files checked, ${problems.length} problem(s), ${allowList.limits.size} file(s) over ${maxLines} lines allowed (the allow-list must shrink).`,
);
process.exit(problems.length > 0 ? 1 : 0);
