import { type ArticleSeed, words } from './types.js';

/** Getting started and customs: what to send, arrival, storage, departures and each destination's rules. */
export const SHIPPING_ARTICLES: ArticleSeed[] = [
  {
    slug: 'what-can-be-shipped',
    collection: 'getting-started',
    sortOrder: 10,
    texts: {
      en: words(
        'What can be shipped',
        'Prohibited and restricted goods by destination',
        '## Never accepted\n- Weapons, ammunition, explosives and fireworks\n- Drugs, counterfeit goods and cash\n- Flammable liquids, gas cylinders and aerosols\n\n## Restricted\n- **Batteries**: only inside the device they power; declare them when you submit.\n- **Food, seeds, wood and plant products**: Australian biosecurity (AQIS) may inspect them; see [Australian customs](/pages/index/helpcenter).\n- **Cosmetics and medicines**: small personal quantities only.\n\nA line that cannot carry an item is not offered for the shipment. Ask us before you buy if you are unsure.',
      ),
      cn: words(
        '哪些物品可以寄送',
        '按目的地区分的禁运与限运物品',
        '## 不予受理\n- 武器、弹药、爆炸物与烟花\n- 毒品、仿冒品与现金\n- 易燃液体、气瓶与喷雾\n\n## 限制寄送\n- **电池**：仅限装在设备内，提交时须申报。\n- **食品、种子、木制品与植物制品**：澳洲检疫（AQIS）可能查验，详见[澳洲海关](/pages/index/helpcenter)。\n- **化妆品与药品**：仅限少量自用。\n\n线路无法承运的物品，提交时不会显示该线路。购买前如有疑问请先咨询我们。',
      ),
      tw: words(
        '哪些物品可以寄送',
        '依目的地區分的禁運與限運物品',
        '## 不予受理\n- 武器、彈藥、爆裂物與煙火\n- 毒品、仿冒品與現金\n- 易燃液體、氣瓶與噴霧\n\n## 限制寄送\n- **電池**：僅限裝在設備內，提交時須申報。\n- **食品、種子、木製品與植物製品**：澳洲檢疫（AQIS）可能查驗，詳見[澳洲海關](/pages/index/helpcenter)。\n- **化妝品與藥品**：僅限少量自用。\n\n線路無法承運的物品，提交時不會顯示該線路。購買前如有疑問請先諮詢我們。',
      ),
    },
  },
  {
    slug: 'inbound-times',
    collection: 'getting-started',
    sortOrder: 20,
    texts: {
      en: words(
        'When will my parcel show in the app?',
        'Inbound takes {inboundMinDays}–{inboundMaxDays} business days',
        'After the courier delivers to our warehouse, we check a parcel in within **{inboundMinDays}–{inboundMaxDays} business days**: weighed, measured and photographed. Pre-alert your tracking numbers (up to {maxTrackingPerAdd} at a time) so we match the parcel to you at once.',
      ),
      cn: words(
        '包裹多久会显示在应用里？',
        '入库需要 {inboundMinDays}–{inboundMaxDays} 个工作日',
        '快递送达仓库后，我们会在 **{inboundMinDays}–{inboundMaxDays} 个工作日**内完成入库：称重、量尺寸并拍照。请提前预报快递单号（每次最多 {maxTrackingPerAdd} 个），以便包裹到仓即归到您名下。',
      ),
      tw: words(
        '包裹多久會顯示在應用程式裡？',
        '入庫需要 {inboundMinDays}–{inboundMaxDays} 個工作天',
        '快遞送達倉庫後，我們會在 **{inboundMinDays}–{inboundMaxDays} 個工作天**內完成入庫：秤重、量尺寸並拍照。請提前預報快遞單號（每次最多 {maxTrackingPerAdd} 個），以便包裹到倉即歸到您名下。',
      ),
    },
  },
  {
    slug: 'storage',
    collection: 'getting-started',
    sortOrder: 30,
    texts: {
      en: words(
        'Free and paid storage',
        '{freeStorageDays} free days at the warehouse',
        'Parcels are stored free for **{freeStorageDays} days** from check-in, so you can wait for more parcels and ship them together.\n\nAt a pickup point, a shipment is kept free for {pickupFreeDays} days, then costs {pickupPerPackageDay} per package per day, or {pickupPerCubicMetreDay} per cubic metre per day.',
      ),
      cn: words(
        '免费与付费仓储',
        '仓库免费存放 {freeStorageDays} 天',
        '包裹自入库起免费存放 **{freeStorageDays} 天**，方便您等齐包裹一起寄出。\n\n在自提点，货件免费存放 {pickupFreeDays} 天，之后每件每天收取 {pickupPerPackageDay}，或每立方米每天 {pickupPerCubicMetreDay}。',
      ),
      tw: words(
        '免費與付費倉儲',
        '倉庫免費存放 {freeStorageDays} 天',
        '包裹自入庫起免費存放 **{freeStorageDays} 天**，方便您等齊包裹一起寄出。\n\n在自取點，貨件免費存放 {pickupFreeDays} 天，之後每件每天收取 {pickupPerPackageDay}，或每立方公尺每天 {pickupPerCubicMetreDay}。',
      ),
    },
  },
  {
    slug: 'au-cutoff',
    collection: 'getting-started',
    sortOrder: 40,
    texts: {
      en: words(
        'When does the next shipment leave Australia?',
        'Weekly cut-off: {auCutoffDay} {auCutoffTime} Australian time',
        'Shipments from our Australian warehouse that are paid by **{auCutoffDay} {auCutoffTime}** (Sydney time) leave with that week’s departure. Later ones go the week after. See [shipping dates](/pages/index/shipmentDate).',
      ),
      cn: words(
        '澳洲仓下一班什么时候出发？',
        '每周截单：澳洲时间{auCutoffDay} {auCutoffTime}',
        '澳洲仓的货件在 **{auCutoffDay} {auCutoffTime}**（悉尼时间）前付款，即随当周航班出发；之后付款的顺延至下一周。详见[发货日期](/pages/index/shipmentDate)。',
      ),
      tw: words(
        '澳洲倉下一班什麼時候出發？',
        '每週截單：澳洲時間{auCutoffDay} {auCutoffTime}',
        '澳洲倉的貨件在 **{auCutoffDay} {auCutoffTime}**（雪梨時間）前付款，即隨當週航班出發；之後付款的順延至下一週。詳見[發貨日期](/pages/index/shipmentDate)。',
      ),
    },
  },
  {
    slug: 'australian-customs',
    collection: 'customs',
    sortOrder: 10,
    texts: {
      en: words(
        'Australian customs and the value alert',
        'Formal clearance above {auCustomsThreshold}',
        'Shipments declared above **{auCustomsThreshold}** need a formal customs declaration. From {auCustomsAlertFrom} the app asks for the customs authorisation document too, so a change in exchange rates does not catch you out.\n\nTypical charges (plus GST of {auGstPercent}%):\n- Clearing agent: {auClearingAgentFee}\n- Customs document: {auCustomsDocumentFee}\n- AQIS biosecurity inspection: from {auAqisFee}\n\nGoods Australia prohibits are returned for a fee from {prohibitedReturnFee} (GST included).',
        'duty duties import tax customs clearance',
      ),
      cn: words(
        '澳洲海关与申报价值提醒',
        '申报超过 {auCustomsThreshold} 需正式报关',
        '申报价值超过 **{auCustomsThreshold}** 的货件需正式报关。自 {auCustomsAlertFrom} 起，应用会要求上传海关授权文件，避免汇率变化带来意外。\n\n常见费用（另加 {auGstPercent}% 消费税）：\n- 清关代理：{auClearingAgentFee}\n- 报关文件：{auCustomsDocumentFee}\n- AQIS 检疫查验：{auAqisFee} 起\n\n澳洲禁止进口的物品退回需收费，{prohibitedReturnFee} 起（含消费税）。',
        '关税 税费 进口税 清关',
      ),
      tw: words(
        '澳洲海關與申報價值提醒',
        '申報超過 {auCustomsThreshold} 需正式報關',
        '申報價值超過 **{auCustomsThreshold}** 的貨件需正式報關。自 {auCustomsAlertFrom} 起，應用程式會要求上傳海關授權文件，避免匯率變化帶來意外。\n\n常見費用（另加 {auGstPercent}% 消費稅）：\n- 清關代理：{auClearingAgentFee}\n- 報關文件：{auCustomsDocumentFee}\n- AQIS 檢疫查驗：{auAqisFee} 起\n\n澳洲禁止進口的物品退回需收費，{prohibitedReturnFee} 起（含消費稅）。',
        '關稅 稅費 進口稅 清關',
      ),
    },
  },
  {
    slug: 'singapore-gst',
    collection: 'customs',
    sortOrder: 20,
    texts: {
      en: words(
        'Singapore GST and customs fee',
        'GST {sgGstPercent}% plus a {sgCustomsFeePercent}% customs fee',
        'Singapore charges GST of **{sgGstPercent}%** on imports above {sgReliefThreshold}, plus a **{sgCustomsFeePercent}%** customs fee on the declared value. Both appear in your shipment’s fees before you pay.',
        'duty duties import tax',
      ),
      cn: words(
        '新加坡消费税与清关费',
        '消费税 {sgGstPercent}%，另加 {sgCustomsFeePercent}% 清关费',
        '新加坡对超过 {sgReliefThreshold} 的进口物品征收 **{sgGstPercent}%** 消费税（GST），另按申报价值收取 **{sgCustomsFeePercent}%** 清关费。两项费用在付款前都会列在货件费用中。',
        '关税 税费 进口税',
      ),
      tw: words(
        '新加坡消費稅與清關費',
        '消費稅 {sgGstPercent}%，另加 {sgCustomsFeePercent}% 清關費',
        '新加坡對超過 {sgReliefThreshold} 的進口物品徵收 **{sgGstPercent}%** 消費稅（GST），另按申報價值收取 **{sgCustomsFeePercent}%** 清關費。兩項費用在付款前都會列在貨件費用中。',
        '關稅 稅費 進口稅',
      ),
    },
  },
  {
    slug: 'taiwan-rules',
    collection: 'customs',
    sortOrder: 30,
    texts: {
      en: words(
        'Shipping to Taiwan',
        'One pre-alert per parcel, at most {twMaxParcelKg} kg each',
        '- Each parcel needs its own pre-alert, and weighs at most **{twMaxParcelKg} kg**.\n- The recipient confirms the shipment in the EZ Way app, with a name matching their ID.\n- Renaming the recipient, or an ID that does not match the name, costs {twRenameFee}.\n- The delivery company charges {twTaxBillFee} extra per tax bill.',
        'duty duties import tax',
      ),
      cn: words(
        '寄往台湾须知',
        '每个包裹单独预报，每件不超过 {twMaxParcelKg} 公斤',
        '- 每个包裹须单独预报，单件不超过 **{twMaxParcelKg} 公斤**。\n- 收件人须在 EZ Way 应用中确认，姓名须与证件一致。\n- 更改收件人或证件与姓名不符，收费 {twRenameFee}。\n- 派送公司每张税单另收 {twTaxBillFee}。',
        '关税 税费 进口税',
      ),
      tw: words(
        '寄往臺灣須知',
        '每個包裹單獨預報，每件不超過 {twMaxParcelKg} 公斤',
        '- 每個包裹須單獨預報，單件不超過 **{twMaxParcelKg} 公斤**。\n- 收件人須在 EZ Way 易利委中確認，姓名須與證件一致。\n- 更改收件人或證件與姓名不符，收費 {twRenameFee}。\n- 派送公司每張稅單另收 {twTaxBillFee}。',
        '關稅 稅費 進口稅',
      ),
    },
  },
];
