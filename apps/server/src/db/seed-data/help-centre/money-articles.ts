import { type ArticleSeed, words } from './types.js';

/** Fees and the account: handling, returns, cartons, fumigation, insurance, top-ups, points and membership. */
export const MONEY_ARTICLES: ArticleSeed[] = [
  {
    slug: 'freight',
    collection: 'fees',
    sortOrder: 5,
    texts: {
      en: words(
        'How freight is charged',
        'By the line’s rate card and the weight charged',
        'Each logistics line has its own rate card: a price for the first weight and a price for each further step. The weight charged is the largest of the actual weight, the volumetric weight (length × width × height in cm, divided by the line’s divisor) and the line’s minimum, rounded up to the line’s weight step.\n\nInsurance ({insurancePercent}% of the declared value), extra services, duties and taxes come on top of the freight. Points can pay up to {pointsMaxPercent}% of the freight, and members save up to {memberMaxDiscountPercent}% on it. The [freight calculator](/pages/personal/calculate) shows each line’s price for your parcel.',
        'shipping cost price postage rate volumetric weight',
      ),
      cn: words(
        '运费怎么算',
        '按线路价目表与计费重量',
        '每条物流线路有自己的价目表：首重价格加每个续重单位的价格。计费重量取实际重量、体积重量（长×宽×高，单位厘米，除以线路的体积系数）与线路最低计费重量中最大的一个，再按线路的续重单位向上取整。\n\n保险（申报价值的 {insurancePercent}%）、增值服务与目的地税费另计。积分最多可抵扣运费的 {pointsMaxPercent}%，会员运费最高可省 {memberMaxDiscountPercent}%。用[运费计算器](/pages/personal/calculate)可查看各线路的价格。',
        '邮费 运价 价格 费用 计费重量 体积重',
      ),
      tw: words(
        '運費怎麼算',
        '按線路價目表與計費重量',
        '每條物流線路有自己的價目表：首重價格加每個續重單位的價格。計費重量取實際重量、材積重量（長×寬×高，單位公分，除以線路的材積係數）與線路最低計費重量中最大的一個，再按線路的續重單位無條件進位。\n\n保險（申報價值的 {insurancePercent}%）、加值服務與目的地稅費另計。積分最多可折抵運費的 {pointsMaxPercent}%，會員運費最高可省 {memberMaxDiscountPercent}%。用[運費試算](/pages/personal/calculate)可查看各線路的價格。',
        '郵費 運價 價格 費用 計費重量 材積重',
      ),
    },
  },
  {
    slug: 'handling-fee',
    collection: 'fees',
    sortOrder: 10,
    texts: {
      en: words(
        'Handling fee for large consolidations',
        'Over {handlingFreeParcels} parcels in one shipment',
        'Up to **{handlingFreeParcels} parcels** in one shipment are handled free. Each parcel beyond the {handlingFreeParcels}th adds **{handlingFee}**.',
      ),
      cn: words(
        '大批合箱处理费',
        '单票超过 {handlingFreeParcels} 个包裹',
        '单票货件 **{handlingFreeParcels} 个包裹**以内免处理费；超出部分每个包裹加收 **{handlingFee}**。',
      ),
      tw: words(
        '大批合箱處理費',
        '單票超過 {handlingFreeParcels} 個包裹',
        '單票貨件 **{handlingFreeParcels} 個包裹**以內免處理費；超出部分每個包裹加收 **{handlingFee}**。',
      ),
    },
  },
  {
    slug: 'returns',
    collection: 'fees',
    sortOrder: 20,
    texts: {
      en: words(
        'Returning a parcel',
        'Fees by warehouse; the pickup-code method is free',
        'We can return a parcel to a local address for **{returnFeeAud}** (Australia), **{returnFeeCny}** (China) or **{returnFeeMyr}** (Malaysia) per parcel. Returning with a pickup code from the seller is free; forwarding to another address is charged as a shipment.',
      ),
      cn: words(
        '退货',
        '按仓库收费，取件码方式免费',
        '退回本地地址每个包裹收费 **{returnFeeAud}**（澳洲）、**{returnFeeCny}**（中国）或 **{returnFeeMyr}**（马来西亚）。使用卖家提供的取件码退货免费；转寄到其他地址按货件收费。',
      ),
      tw: words(
        '退貨',
        '依倉庫收費，取件碼方式免費',
        '退回本地地址每個包裹收費 **{returnFeeAud}**（澳洲）、**{returnFeeCny}**（中國）或 **{returnFeeMyr}**（馬來西亞）。使用賣家提供的取件碼退貨免費；轉寄到其他地址按貨件收費。',
      ),
    },
  },
  {
    slug: 'extra-cartons',
    collection: 'fees',
    sortOrder: 30,
    texts: {
      en: words(
        'Extra cartons',
        '{extraCartonFee} per extra carton',
        'When your parcels do not fit one carton, each extra carton in the consolidation costs **{extraCartonFee}**.',
      ),
      cn: words(
        '加箱费',
        '每加一箱 {extraCartonFee}',
        '包裹装不进一个箱子时，合箱中每多一个箱子收费 **{extraCartonFee}**。',
      ),
      tw: words(
        '加箱費',
        '每加一箱 {extraCartonFee}',
        '包裹裝不進一個箱子時，合箱中每多一個箱子收費 **{extraCartonFee}**。',
      ),
    },
  },
  {
    slug: 'fumigation',
    collection: 'fees',
    sortOrder: 40,
    texts: {
      en: words(
        'Fumigation',
        'Needed for wooden items and some destinations',
        'Air and express lines: **{fumigationStandardFee}** per {fumigationStandardUnit} cubic metre.\n\nSea and bulk lines: **{fumigationBulkFee}** per {fumigationBulkUnit} cubic metre, at least {fumigationBulkMinimum} cubic metre.',
      ),
      cn: words(
        '熏蒸',
        '木制品及部分目的地需要熏蒸',
        '空运与快递线路：每 {fumigationStandardUnit} 立方米 **{fumigationStandardFee}**。\n\n海运与大货线路：每 {fumigationBulkUnit} 立方米 **{fumigationBulkFee}**，最低按 {fumigationBulkMinimum} 立方米计。',
      ),
      tw: words(
        '燻蒸',
        '木製品及部分目的地需要燻蒸',
        '空運與快遞線路：每 {fumigationStandardUnit} 立方公尺 **{fumigationStandardFee}**。\n\n海運與大貨線路：每 {fumigationBulkUnit} 立方公尺 **{fumigationBulkFee}**，最低按 {fumigationBulkMinimum} 立方公尺計。',
      ),
    },
  },
  {
    slug: 'insurance',
    collection: 'fees',
    sortOrder: 50,
    texts: {
      en: words(
        'Shipping insurance',
        '{insurancePercent}% of the declared value',
        'Insurance costs **{insurancePercent}%** of the declared value, up to the line’s maximum. If an insured shipment is lost, compensation can be paid in as little as **{compensationDays} working days**.',
      ),
      cn: words(
        '运输保险',
        '申报价值的 {insurancePercent}%',
        '保费为申报价值的 **{insurancePercent}%**，以线路上限为准。投保货件丢失时，最快 **{compensationDays} 个工作日**即可赔付。',
      ),
      tw: words(
        '運輸保險',
        '申報價值的 {insurancePercent}%',
        '保費為申報價值的 **{insurancePercent}%**，以線路上限為準。投保貨件遺失時，最快 **{compensationDays} 個工作天**即可賠付。',
      ),
    },
  },
  {
    slug: 'shipment-claims',
    collection: 'fees',
    sortOrder: 55,
    texts: {
      en: words(
        'Lost or damaged shipments: claims and compensation',
        'Claims are decided within {compensationDays} working days',
        [
          'If a shipment is lost, arrives damaged or arrives with items missing, open it in your shipment list and tap **File a claim**. Add photos of the damage and of the box as it arrived, and an unboxing video if you have one.',
          '',
          '- **Lost:** once the carrier reports it lost, once it has had no tracking update for {claimSilentExpress} days (Express), {claimSilentEconomy} days (Economy Air) or {claimSilentSea} days (Sea Freight), or once its delivery window has passed; within {claimLossDays} days of dispatch.',
          '- **Damaged or items missing:** within **{claimDamageDays} days** of delivery. Keep the box and its packing until the claim is decided.',
          '',
          '**Compensation.** Insured shipments: the declared value of the items lost or damaged, up to the line’s insurance maximum, plus the freight of those items. Without insurance: the declared value up to the line’s standard liability: **{liabilityExpress}** on Express lines (or as much in the warehouse’s currency), none on Economy Air and Sea Freight. Each line’s standard liability is shown in [Services and prices](/pages/index/servicePrice) and when you choose insurance. Compensation is credited to your balance in the currency you paid in.',
          '',
          '**When.** A complete claim is decided within **{compensationDays} working days** on the calendar of the warehouse’s country. If we ask for more information, the days start again once you add it.',
        ].join('\n'),
      ),
      cn: words(
        '丢件或破损：索赔与赔偿',
        '资料齐全的索赔在 {compensationDays} 个工作日内处理',
        [
          '如运单丢失、到货破损或少件，请在运单列表中打开该运单，点击**提交索赔**。请附上破损处和到货时包裹的照片，如有开箱视频也请一并上传。',
          '',
          '- **丢件：**承运商报告丢失后；或连续 {claimSilentExpress} 天（快递专线）、{claimSilentEconomy} 天（经济空运）、{claimSilentSea} 天（海运）没有物流更新后；或超过预计送达时间后即可申报。须在发货后 {claimLossDays} 天内申报。',
          '- **破损或少件：**须在签收后 **{claimDamageDays} 天**内申报。索赔处理完成前请保留包裹和包装。',
          '',
          '**赔偿。**已投保：按丢失或破损物品的申报价值赔付，最高不超过线路保额上限，另退还这些物品的运费。未投保：按申报价值赔付，最高不超过线路的标准责任：快递专线 **{liabilityExpress}**（或以仓库币种计的等值金额），经济空运和海运无标准责任。各线路的标准责任在[服务与价格](/pages/index/servicePrice)及选择保险时显示。赔偿以您付款时的币种存入余额。',
          '',
          '**时效。**资料齐全的索赔在仓库所在国家/地区的 **{compensationDays} 个工作日**内处理（不含公众假期）。如我们要求补充信息，补充后重新计时。',
        ].join('\n'),
      ),
      tw: words(
        '遺失或破損：索賠與賠償',
        '資料齊全的索賠在 {compensationDays} 個工作天內處理',
        [
          '如運單遺失、到貨破損或短少，請在運單列表中開啟該運單，點選**提出索賠**。請附上破損處和到貨時包裹的照片，如有開箱影片也請一併上傳。',
          '',
          '- **遺失：**承運商回報遺失後；或連續 {claimSilentExpress} 天（快遞專線）、{claimSilentEconomy} 天（經濟空運）、{claimSilentSea} 天（海運）沒有物流更新後；或超過預計送達時間後即可申報。須在出貨後 {claimLossDays} 天內申報。',
          '- **破損或短少：**須在簽收後 **{claimDamageDays} 天**內申報。索賠處理完成前請保留包裹和包裝。',
          '',
          '**賠償。**已投保：按遺失或破損物品的申報價值賠付，最高不超過線路保額上限，另退還這些物品的運費。未投保：按申報價值賠付，最高不超過線路的標準責任：快遞專線 **{liabilityExpress}**（或以倉庫幣別計的等值金額），經濟空運和海運無標準責任。各線路的標準責任在[服務與價格](/pages/index/servicePrice)及選擇保險時顯示。賠償以您付款時的幣別存入餘額。',
          '',
          '**時效。**資料齊全的索賠在倉庫所在國家/地區的 **{compensationDays} 個工作天**內處理（不含國定假日）。如我們要求補充資料，補充後重新計時。',
        ].join('\n'),
      ),
    },
  },
  {
    slug: 'top-up-review',
    collection: 'account',
    sortOrder: 10,
    texts: {
      en: words(
        'Top-ups and their review',
        'Bank transfers are reviewed in {topUpReviewMinDays}–{topUpReviewMaxDays} working days',
        'A top-up by bank transfer is reviewed within **{topUpReviewMinDays}–{topUpReviewMaxDays} working days**, then the amount shows in your balance. A top-up bonus is given once per customer ID and cannot be withdrawn, transferred or refunded. [Top up](/pages/personal/topUp).',
      ),
      cn: words(
        '充值与审核',
        '银行转账 {topUpReviewMinDays}–{topUpReviewMaxDays} 个工作日内审核',
        '银行转账充值会在 **{topUpReviewMinDays}–{topUpReviewMaxDays} 个工作日**内审核，审核通过后金额计入余额。充值赠送每个客户编号仅限一次，不可提现、转让或退款。[去充值](/pages/personal/topUp)。',
      ),
      tw: words(
        '儲值與審核',
        '銀行轉帳 {topUpReviewMinDays}–{topUpReviewMaxDays} 個工作天內審核',
        '銀行轉帳儲值會在 **{topUpReviewMinDays}–{topUpReviewMaxDays} 個工作天**內審核，審核通過後金額計入餘額。儲值贈送每個客戶編號僅限一次，不可提領、轉讓或退款。[去儲值](/pages/personal/topUp)。',
      ),
    },
  },
  {
    slug: 'points',
    collection: 'account',
    sortOrder: 20,
    texts: {
      en: words(
        'Points',
        '{pointsPerAud} points are worth {oneAud}',
        'Points pay part of the freight: **{pointsPerAud} points** are worth {oneAud}, and points can pay up to **{pointsMaxPercent}%** of a shipment’s freight.\n\nEarning: **{pointsEarnedPerAud} point per whole {oneAud}** you pay for a shipment (once it is paid; taken back if its payment is refunded), **{sharePoints} points** once a week when someone else opens the link you share from Home, points won on the top-up lottery wheel, and invitation rewards.\n\nExpiry: your points expire when they have not moved (earned or spent) for **{pointsDormantDays} days**; any movement starts the count again.',
      ),
      cn: words(
        '积分',
        '{pointsPerAud} 积分抵 {oneAud}',
        '积分可抵扣部分运费：**{pointsPerAud} 积分**抵 {oneAud}，每票最多抵扣运费的 **{pointsMaxPercent}%**。\n\n获得积分：运单支付后每实付 {oneAud} 得 **{pointsEarnedPerAud} 积分**（付款退还时扣回）；每周他人打开您在首页分享的链接可得 **{sharePoints} 积分**；充值幸运转盘抽中的积分；邀请好友奖励。\n\n过期：积分连续 **{pointsDormantDays} 天**无任何变动（获得或使用）即过期；任何变动都会重新计算。',
      ),
      tw: words(
        '積分',
        '{pointsPerAud} 積分折抵 {oneAud}',
        '積分可折抵部分運費：**{pointsPerAud} 積分**折抵 {oneAud}，每票最多折抵運費的 **{pointsMaxPercent}%**。\n\n獲得積分：運單付款後每實付 {oneAud} 得 **{pointsEarnedPerAud} 積分**（付款退還時扣回）；每週他人開啟您在首頁分享的連結可得 **{sharePoints} 積分**；儲值幸運轉盤抽中的積分；邀請好友獎勵。\n\n過期：積分連續 **{pointsDormantDays} 天**無任何異動（獲得或使用）即過期；任何異動都會重新計算。',
      ),
    },
  },
  {
    slug: 'membership',
    collection: 'account',
    sortOrder: 30,
    texts: {
      en: words(
        'Membership',
        'Up to {memberMaxDiscountPercent}% off freight',
        'Members save up to **{memberMaxDiscountPercent}%** on freight. See the [member centre](/pages/personal/member).',
      ),
      cn: words(
        '会员',
        '运费最高 {memberMaxDiscountPercent}% 折扣',
        '会员运费最高可省 **{memberMaxDiscountPercent}%**。详见[会员中心](/pages/personal/member)。',
      ),
      tw: words(
        '會員',
        '運費最高 {memberMaxDiscountPercent}% 折扣',
        '會員運費最高可省 **{memberMaxDiscountPercent}%**。詳見[會員中心](/pages/personal/member)。',
      ),
    },
  },
];
