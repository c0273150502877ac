import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Two rules of the server's structure that the compiler alone does not keep (docs/decisions/module-structure.md):
 * a function takes the transaction or the context, not both; and a parcel's or a waybill's history is written by its
 * module's moves.ts (moveParcel/noteParcel, moveWaybill/noteWaybill), never by the code that moved it.
 */

const SRC = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every server source file, parsed once for all the checks. */
const SOURCES = sourceFiles(SRC).map((path) => {
  const file = relative(SRC, path);
  return { file, source: ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true) };
});

const typeName = (parameter: ts.ParameterDeclaration) =>
  parameter.type && ts.isTypeReferenceNode(parameter.type) ? parameter.type.typeName.getText() : undefined;

/**
 * The functions (and method signatures) among whose own parameters are both a `Database` and an `AppContext`, named
 * `file:line name`. A callback parameter typed `(tx: Database) => …` is the callee's, not theirs.
 */
function functionsTakingBoth(source: ts.SourceFile): string[] {
  const file = source.fileName;
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) {
      const types = node.parameters.map(typeName);
      if (types.includes('Database') && types.includes('AppContext')) {
        const holder = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line} ${holder?.getText() ?? '(anonymous)'}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where an identifier is used, outside the files allowed to use it. */
function usesOutside(name: string, allowed: readonly string[]): string[] {
  return SOURCES.filter(({ file }) => !allowed.includes(file))
    .filter(({ source }) => {
      let used = false;
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node) && node.text === name) used = true;
        else ts.forEachChild(node, visit);
      };
      visit(source);
      return used;
    })
    .map(({ file }) => file);
}

describe('a function takes the transaction or the context, not both', () => {
  it('finds such a function when there is one (the check can fail)', () => {
    const sample = [
      'export async function pay(tx: Database, ctx: AppContext, id: number) {}',
      'const settle = async (ctx: AppContext, db: Database = ctx.db) => {};',
      'interface Handler { done(tx: Database, ctx: AppContext): Promise<void>; }',
      'export async function fine(tx: Database, ctx: AppServices) {}',
      'export async function alsoFine(ctx: AppContext, work: (tx: Database) => Promise<void>) {}',
    ].join('\n');
    expect(functionsTakingBoth(ts.createSourceFile('sample.ts', sample, ts.ScriptTarget.Latest, true))).toEqual([
      'sample.ts:1 pay',
      'sample.ts:2 settle',
      'sample.ts:3 done',
    ]);
  });

  it('no server function takes a Database and an AppContext (take `AppServices` beside the transaction)', () => {
    const offenders = SOURCES.flatMap(({ source }) => functionsTakingBoth(source));
    expect(offenders).toEqual([]);
  });
});

describe('a state change records its own history', () => {
  it('only parcels/moves.ts writes parcel_events', () => {
    expect(usesOutside('insertEvents', ['modules/parcels/moves.ts', 'modules/parcels/queries/history.ts'])).toEqual([]);
  });

  it('only waybills/moves.ts writes waybill_events', () => {
    expect(
      usesOutside('insertWaybillEvents', ['modules/waybills/moves.ts', 'modules/waybills/queries/history.ts']),
    ).toEqual([]);
  });

  it('finds a use outside the allowed files (the check can fail)', () => {
    expect(usesOutside('insertEvents', ['modules/parcels/queries/history.ts'])).toEqual(['modules/parcels/moves.ts']);
  });
});
