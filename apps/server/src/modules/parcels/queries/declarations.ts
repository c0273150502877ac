import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { anyOf, preparedQuery } from '../../../db/prepared.js';
import { currencies, declarationItems, declarations } from '../../../db/schema/index.js';

export interface DeclarationItemRow {
  name: string;
  quantity: number;
  totalAmount: number;
  productType: string;
  attributes: string[];
}

export async function insertDeclaration(
  db: Database,
  customerId: number,
  currencyId: number,
  items: DeclarationItemRow[],
): Promise<number> {
  const [declaration] = await db.insert(declarations).values({ customerId, currencyId }).returning();
  if (!declaration) throw new Error('declaration not inserted');
  await insertDeclarationItems(db, declaration.id, items);
  return declaration.id;
}

async function insertDeclarationItems(db: Database, declarationId: number, items: DeclarationItemRow[]) {
  if (items.length === 0) return;
  await db.insert(declarationItems).values(items.map((item, position) => ({ ...item, declarationId, position })));
}

export async function replaceDeclarationItems(db: Database, declarationId: number, items: DeclarationItemRow[]) {
  await db.delete(declarationItems).where(eq(declarationItems.declarationId, declarationId));
  await insertDeclarationItems(db, declarationId, items);
  await db.update(declarations).set({ updatedAt: new Date() }).where(eq(declarations.id, declarationId));
}

export async function deleteDeclaration(db: Database, declarationId: number) {
  await db.delete(declarations).where(eq(declarations.id, declarationId));
}

const items = preparedQuery('declaration_items_of', (db, name) =>
  db
    .select({ item: declarationItems, currencyCode: currencies.code })
    .from(declarationItems)
    .innerJoin(declarations, eq(declarations.id, declarationItems.declarationId))
    .innerJoin(currencies, eq(currencies.id, declarations.currencyId))
    .where(anyOf(declarationItems.declarationId, 'declarationIds'))
    .orderBy(asc(declarationItems.declarationId), asc(declarationItems.position))
    .prepare(name),
);

export function listDeclarationItems(db: Database, declarationIds: number[]) {
  if (declarationIds.length === 0) return Promise.resolve([]);
  return items(db).execute({ declarationIds });
}
