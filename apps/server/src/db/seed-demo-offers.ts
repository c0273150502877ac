import { BASE_CURRENCY_ID } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { couponTemplates, lotteryPrizes, lotteryWheels, membershipPlans } from './schema/index.js';

/**
 * The offers `npm run demo` shows, so its member centre, top-up wheel and coupon centre have something in them. Only
 * the demo writes them (demo-setup.ts): a plain start sells nothing staff did not create. Each is named as a sample in
 * every language, so nobody mistakes it for a real offer, and is written once, found again by its English name.
 */
export const SAMPLE_NAMES = {
  plan: { en: 'Sample: Gold membership', cn: '示例：黄金会员', tw: '範例：黃金會員' },
  campaign: { en: 'Sample: AUD 5 off your shipment', cn: '示例：运费立减 5 澳元', tw: '範例：運費折抵 5 澳幣' },
  prizeCoupon: {
    en: 'Sample: AUD 3 off (wheel prize)',
    cn: '示例：立减 3 澳元（转盘奖品）',
    tw: '範例：折抵 3 澳幣（轉盤獎品）',
  },
  wheel: { en: 'Sample: Top-up lucky wheel', cn: '示例：充值幸运转盘', tw: '範例：儲值幸運轉盤' },
} as const;

const names = (key: keyof typeof SAMPLE_NAMES) => ({
  nameEn: SAMPLE_NAMES[key].en,
  nameCn: SAMPLE_NAMES[key].cn,
  nameTw: SAMPLE_NAMES[key].tw,
});

/** Every sample is priced in AUD, the base currency (id 3). */
const AUD = BASE_CURRENCY_ID;

export async function seedDemoOffers(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ id: membershipPlans.id })
      .from(membershipPlans)
      .where(eq(membershipPlans.nameEn, SAMPLE_NAMES.plan.en));
    if (!plan)
      await tx.insert(membershipPlans).values({
        ...names('plan'),
        currencyId: AUD,
        priceMinor: 990,
        period: 'month',
        freightBasisPoints: 1000,
        extraBasisPoints: 1000,
        priority: true,
      });

    const [campaign] = await tx
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.nameEn, SAMPLE_NAMES.campaign.en));
    if (!campaign)
      await tx.insert(couponTemplates).values({
        ...names('campaign'),
        currencyId: AUD,
        amountMinor: 500,
        minSpendMinor: 5000,
        startsAt: now,
        validDays: 30,
        totalQuantity: 1000,
        remaining: 1000,
        perCustomer: 1,
        inCentre: true,
      });

    const [wheel] = await tx
      .select({ id: lotteryWheels.id })
      .from(lotteryWheels)
      .where(eq(lotteryWheels.nameEn, SAMPLE_NAMES.wheel.en));
    if (wheel) return;
    // The wheel's coupon prize is its own campaign, given only by a draw (not listed in the coupon centre).
    const [prizeCoupon] = await tx
      .insert(couponTemplates)
      .values({
        ...names('prizeCoupon'),
        currencyId: AUD,
        amountMinor: 300,
        startsAt: now,
        validDays: 30,
        perCustomer: 10,
        inCentre: false,
      })
      .returning({ id: couponTemplates.id });
    const [created] = await tx
      .insert(lotteryWheels)
      .values({ ...names('wheel'), startsAt: now, minTopUpAudMinor: 5000, drawsPerTopUp: 1 })
      .returning({ id: lotteryWheels.id });
    if (!created || !prizeCoupon) throw new Error('the sample wheel was not written');
    await tx.insert(lotteryPrizes).values([
      {
        wheelId: created.id,
        nameEn: 'AUD 3 off',
        nameCn: '立减 3 澳元',
        nameTw: '折抵 3 澳幣',
        kind: 'coupon',
        couponTemplateId: prizeCoupon.id,
        weight: 20,
        position: 0,
      },
      {
        wheelId: created.id,
        nameEn: '200 points',
        nameCn: '200 积分',
        nameTw: '200 積分',
        kind: 'points',
        points: 200,
        weight: 30,
        position: 1,
      },
      {
        wheelId: created.id,
        nameEn: 'Thanks for playing',
        nameCn: '谢谢参与',
        nameTw: '謝謝參加',
        kind: 'none',
        weight: 50,
        position: 2,
      },
    ]);
  });
}
