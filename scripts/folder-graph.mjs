#!/usr/bin/env node
// Prints the folder import graph of cms/src: one line per pair of folders, `from -> to (count)`,
// then the folder cycles if there are any. A node is a folder directly under cms/src (`cache`,
// `lib`, ...) or a file directly in it (`index.ts`, `resources.ts`). Every import counts: static,
// `import type`, `export … from`, dynamic `import('…')` and `require('…')`, as TypeScript's own
// pre-processor finds them. Tests are left out (they may reach across layers to arrange what they
// check) unless --tests is given. Imports within one node are not shown.
// Run: node scripts/folder-graph.mjs [--tests] [<source folder>, default cms/src]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib/steps.mjs';

const args = process.argv.slice(2);
const withTests = args.includes('--tests');
const sourceRoot = path.resolve(ROOT, args.find((arg) => !arg.startsWith('--')) ?? 'cms/src');

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.test\.(ts|tsx|mts|js|mjs)$/;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (
      SOURCE_FILE.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      (withTests || !TEST_FILE.test(entry.name))
    )
      yield full;
  }
}

/** The node a file of the source root belongs to: its top folder, or the file itself. */
const nodeOf = (file) => path.relative(sourceRoot, file).split(path.sep)[0];

const isFile = (candidate) => {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier names, as the compiler would find it (`./x` → x.ts or x/index.ts). */
function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'].map((ext) => stem + ext),
    ...['index.ts', 'index.js'].map((name) => path.join(base, name)),
  ];
  return candidates.find(isFile);
}

const edges = new Map();
for (const file of sourceFiles(sourceRoot)) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName: specifier } of importedFiles) {
    if (!specifier.startsWith('.')) continue;
    const target = resolveRelative(file, specifier);
    if (!target || path.relative(sourceRoot, target).startsWith('..')) continue;
    const from = nodeOf(file);
    const to = nodeOf(target);
    if (from === to) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
  }
}

const lines = [...edges].sort(([a], [b]) => a.localeCompare(b));
console.log(`Folder imports of ${path.relative(ROOT, sourceRoot)}${withTests ? ' (tests included)' : ''}:`);
for (const [edge, count] of lines) console.log(`  ${edge} (${count})`);

/** Pairs of nodes that reach each other: each such pair lies on a cycle. */
const next = new Map();
for (const [edge] of lines) {
  const [from, to] = edge.split(' -> ');
  next.set(from, [...(next.get(from) ?? []), to]);
}
const reachable = (start) => {
  const seen = new Set();
  const stack = [...(next.get(start) ?? [])];
  while (stack.length) {
    const node = stack.pop();
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...(next.get(node) ?? []));
  }
  return seen;
};
const nodes = [...new Set(lines.flatMap(([edge]) => edge.split(' -> ')))].sort();
const reach = new Map(nodes.map((node) => [node, reachable(node)]));
const cyclic = nodes.filter((node) => reach.get(node).has(node));
const groups = [];
for (const node of cyclic) {
  if (groups.some((group) => group.includes(node))) continue;
  groups.push(cyclic.filter((other) => reach.get(node).has(other) && reach.get(other).has(node)));
}
if (groups.length === 0) console.log('No folder cycles.');
else for (const group of groups) console.log(`Cycle among: ${group.join(', ')}`);
