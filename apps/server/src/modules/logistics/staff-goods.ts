import {
  type Language,
  type LineGoodsChange,
  type LineGoodsPreview,
  type LineGoodsPreviewInput,
  type LineGoodsRule,
  PARCEL_ATTRIBUTES,
  type StaffLineGoods,
} from '@parcelway/domain';
import { lockReferenceVersion } from '../../db/reference-version.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { nextVersion, refuseStaleForm } from '../../http/stale-form.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { goodsAnswer, goodsRulesFor, type LineWithGoods, withGoodsRules } from './goods-check.js';
import { findLineById, type GoodsRuleTexts, goodsRulesOf, lockLine, updateLine, writeGoodsRules } from './queries.js';
import { findStaffLine } from './staff-lines.js';
import { type StoredLine, stored } from './stored-line.js';

function staffGoods(line: StoredLine, rules: LineGoodsRule[]): StaffLineGoods {
  return {
    line_id: line.row.id,
    code: line.row.code,
    country_id: line.row.countryId,
    staff_edited_at: line.row.staffEditedAt?.toISOString() ?? null,
    rules,
  };
}

/** GET /ops/lines/:line/goods: a line's goods rules, every attribute in order, with the version of the line. */
export async function staffLineGoods(ctx: AppContext, codeOrId: string): Promise<StaffLineGoods> {
  const line = await findStaffLine(ctx, codeOrId);
  const [withRules] = await withGoodsRules(ctx.db, [line]);
  return staffGoods(line, withRules?.rules ?? []);
}

/** The rules in attribute order, as the line's refused attributes and the rows of texts to write. */
function written(lineId: number, rules: readonly LineGoodsRule[]) {
  const ordered = PARCEL_ATTRIBUTES.flatMap((attribute) => rules.filter((rule) => rule.attribute === attribute));
  return {
    refused: ordered.filter((rule) => rule.refused).map((rule) => rule.attribute),
    texts: ordered.map(
      (rule): GoodsRuleTexts => ({
        lineId,
        attribute: rule.attribute,
        reasonEn: rule.reason.en,
        reasonCn: rule.reason.cn,
        reasonTw: rule.reason.tw,
        documentEn: rule.document.en,
        documentCn: rule.document.cn,
        documentTw: rule.document.tw,
      }),
    ),
  };
}

/**
 * What a customer's "Can I ship this?" would answer for a sample on the line's route, with the line's goods rules as
 * they are and with staff's unsaved ones: the same answer code over the route's active lines, this one's rules
 * replaced. An inactive line is shown too (staff are looking at it); nothing is written.
 */
export async function previewLineGoods(
  ctx: AppContext,
  codeOrId: string,
  input: LineGoodsPreviewInput,
  language: Language,
): Promise<LineGoodsPreview> {
  const line = await findStaffLine(ctx, codeOrId);
  const reference = await ctx.reference.read(ctx.db);
  const others = (await reference.routeLines(line.row.storeId, line.row.countryId)).filter(
    (entry) => entry.row.id !== line.row.id,
  );
  const route = [...others, line].sort((a, b) => a.row.sortOrder - b.row.sortOrder || a.row.id - b.row.id);
  const now = await withGoodsRules(ctx.db, route);
  const proposedRules = PARCEL_ATTRIBUTES.flatMap((attribute) =>
    input.rules.filter((rule) => rule.attribute === attribute),
  );
  const proposed: LineWithGoods[] = now.map((entry) =>
    entry.line.row.id === line.row.id ? { line, rules: proposedRules } : entry,
  );
  return {
    now: goodsAnswer(language, input.sample_query, [], now),
    proposed: goodsAnswer(language, input.sample_query, [], proposed),
  };
}

/** Each attribute whose rule moves, before and after, for the audit trail. */
function changedRules(before: readonly LineGoodsRule[], after: readonly LineGoodsRule[]) {
  return Object.fromEntries(
    after.flatMap((rule) => {
      const was = before.find((each) => each.attribute === rule.attribute);
      return JSON.stringify(was) === JSON.stringify(rule) ? [] : [[rule.attribute, { from: was ?? null, to: rule }]];
    }),
  );
}

/**
 * Staff change a line's goods rules: which attributes it refuses (the column the quote reads) and the reasons and
 * documents beside them, in one transaction under the line's lock, refused as stale (409) when the line was edited
 * after the form loaded it, and recorded in the audit trail like a price change.
 */
export async function changeLineGoods(
  ctx: AppContext,
  actor: StaffActor,
  codeOrId: string,
  input: LineGoodsChange,
): Promise<StaffLineGoods> {
  const line = await findStaffLine(ctx, codeOrId);
  const { refused, texts } = written(line.row.id, input.rules);
  const changes = await ctx.db.transaction(async (tx) => {
    await lockReferenceVersion(tx);
    const current = await lockLine(tx, line.row.id);
    if (!current) throw new AppError('not_found', 'error.notFound');
    refuseStaleForm(current.staffEditedAt, input.staff_edited_at);
    const before = goodsRulesFor(
      stored({ line: current, currencyCode: line.currency }),
      await goodsRulesOf(tx, [line.row.id]),
    );
    const after = PARCEL_ATTRIBUTES.flatMap((attribute) => input.rules.filter((rule) => rule.attribute === attribute));
    const moved = changedRules(before, after);
    if (Object.keys(moved).length === 0) return moved;
    const at = nextVersion(current.staffEditedAt, ctx.clock());
    await updateLine(tx, line.row.id, { refusedAttributes: refused }, at);
    await writeGoodsRules(tx, texts, at);
    await recordStaffAction(
      tx,
      actor,
      'line.goods',
      { type: 'line', id: line.row.id },
      { code: line.row.code, changes: moved },
    );
    return moved;
  });
  if (Object.keys(changes).length === 0) throw new AppError('invalid', 'validation.required');
  const updated = await findLineById(ctx.db, line.row.id);
  if (!updated) throw new AppError('not_found', 'error.notFound');
  return staffLineGoods(ctx, String(updated.line.id));
}
