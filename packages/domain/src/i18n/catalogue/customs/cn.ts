import type { en } from './en.js';

export const cn: Record<keyof typeof en, string> = {
  'duty.auGst': '澳洲低价值商品消费税（GST，由我们作为转运方代收）',
  'duty.auImportGst': '澳洲进口消费税（GST）',
  'duty.auClearingAgent': '清关代理（含消费税）',
  'duty.auCustomsDocument': '报关文件（含消费税）',
  'duty.nzGst': '新西兰低价值商品消费税（GST，由我们作为转运方代收）',
  'duty.nzImportGst': '新西兰进口消费税（GST）',
  'duty.sgGst': '新加坡消费税（GST）',
  'duty.sgCustomsFee': '新加坡清关费',
  'duty.myLvgTax': '马来西亚低价值商品销售税',
  'duty.mySalesTax': '马来西亚进口销售税',
  'duty.twBusinessTax': '台湾进口营业税',
  'duty.jpConsumptionTax': '日本进口消费税',
  'duty.caGst': '加拿大商品及服务税（GST）',
  'duty.cnArticleTax': '中国个人物品进口税',
  'customs.note.auLowValue':
    '澳洲：{threshold} 以内的货物须就货值、运费、保险和我们的服务缴纳 {percent}% 消费税。我们作为转运方随运费代收，除非商家已收取（请勾选并上传收据）。',
  'customs.note.auShopCharged':
    '澳洲：您表示商家结账时已收取 {percent}% 消费税（已上传收据），我们不再代收，进口时也无需另付。',
  'customs.note.auBusiness':
    '澳洲：收件人是已注册 GST 的企业（ABN {number}），属于企业进口：我们不代收 GST，{percent}% 的 GST 由进口企业自行申报缴纳（企业对企业）。',
  'customs.note.auNear': '接近 {threshold}：请上传海关授权文件，以防汇率变化使货值超过限额。',
  'customs.note.auOver':
    '澳洲：超过 {threshold} 须正式报关。货值、运费和保险的 {percent}% 消费税、清关代理费和报关文件费在清关时支付。',
  'customs.note.nzLowValue':
    '新西兰：{threshold} 以内的货物须就货值、运费、保险和我们的服务缴纳 {percent}% 消费税。我们作为转运方随运费代收，除非商家已收取（请勾选并上传收据）。',
  'customs.note.nzShopCharged':
    '新西兰：您表示商家结账时已收取 {percent}% 消费税（已上传收据），我们不再代收，进口时也无需另付。',
  'customs.note.nzBusiness':
    '新西兰：收件人是已注册 GST 的企业（GST 号码 {number}），属于企业进口：我们不代收 GST，{percent}% 的 GST 由进口企业自行申报缴纳（企业对企业）。',
  'customs.note.nzOver':
    '新西兰：超过 {threshold} 时，新西兰海关在入境时就货值、运费和保险收取 {percent}% 消费税及相关费用。',
  'customs.note.sgRelief': '新加坡：货值、运费和保险合计未超过 {threshold} 免税额，无需消费税和清关费。',
  'customs.note.sgCharged':
    '新加坡：超过 {threshold} 免税额时，就货值、运费和保险缴纳 {percent}% 消费税，另按申报价值收取 {feePercent}% 清关费。两者由我们随运费代收。',
  'customs.note.myLowValue':
    '马来西亚：{threshold} 以内的货物须缴纳 {percent}% 低价值商品销售税。若商家未收取，由海关在派送时收取（此处为估算）。',
  'customs.note.myShopCharged':
    '马来西亚：您表示商家已收取 {percent}% 低价值商品税（已上传收据），进口时预计无需另付。',
  'customs.note.myOver':
    '马来西亚：超过 {threshold} 时，海关在派送时就货值、运费和保险收取 {percent}% 销售税（此处为估算）。',
  'customs.note.twAllowance':
    '台湾：这是收件人本半年第 {count} 次进口（免税上限 {max} 次）；{threshold} 以内的货物无需缴纳关税和税费。',
  'customs.note.twTaxed':
    '台湾：超过 {threshold}，或本半年 {max} 次免税进口已用完时，海关在派送时就货值、运费和保险收取 {percent}% 营业税（此处为估算）。',
  'customs.note.jpExempt': '日本：个人进口物品按商店价格的 60% 计价；未超过 {threshold} 无需缴纳关税和消费税。',
  'customs.note.jpTaxed':
    '日本：超过 {threshold}（商店价格的 60% 加运费和保险）时，{percent}% 消费税在派送时支付（此处为估算）。',
  'customs.note.caRelief': '加拿大：{threshold} 以内的货物免关税和税费。',
  'customs.note.caTaxed': '加拿大：超过 {threshold} 时，{percent}% GST（及所在省的税）在派送时支付（此处仅估算 GST）。',
  'customs.note.hkFreePort': '香港：进口货物不征关税和税费，酒类、烟草、碳氢油类和甲醇除外。',
  'customs.note.cnPersonal':
    '中国：个人物品每件以 {threshold} 为限；进口税 {percent}%（部分物品 20% 或 50%）超过 CNY 50 时在派送时支付。',
  'customs.note.cnOverLimit':
    '中国：每件超过 {threshold} 时，海关可能退运或要求正式报关；{percent}% 或更高的进口税在派送时支付。',
  'customs.needDeclaredValue': '填写申报价值后即可查看目的地的税费。',
  'customs.dutyByTariff': '按货物类别可能另有关税，由海关决定。',
  'customs.belowMinimum': '税额低于 {minimum}，海关不予征收。',
  'customs.estimatedBy': '派送时支付的金额按 {authority}（{name}）的规定估算，查阅日期 {read}；最终金额由海关决定。',
  'customs.noRule': '到达时可能需缴纳关税和税费，由目的地海关决定。',
  'customs.shopCharged': '商家已收取目的地的消费税／低价值商品税（已上传收据）',
  'customs.shopChargedNeedsReceipt': '请上传显示商家所收税款的收据。',
  'customs.taiwanCounter': '本半年（{from} 至 {to}）该收件人经我们的进口：{count} / {max} 次免税。',
  'customs.taiwanCounterOver': '该收件人本半年（{from} 至 {to}）的 {max} 次免税进口已用完：本次无论金额多少都须缴税。',
  'customs.invoiceAtDoor': '预计在派送时向海关支付（不付给我们）：{amount}。连同本发票的到岸总成本：{landed}。',
  'customs.noRate': '今天无法估算目的地税费：没有 {currency} 的汇率。',
  'customs.goods.battery': '电池：提交时须上传电池标签照片；空运线路不收散装锂电池和充电宝。',
  'customs.goods.auFood': '澳洲：食品须向生物安全部门（DAFF）申报，可能被查验；肉类、乳制品、蛋和种子常被拒绝。',
  'customs.goods.auMedicine': '澳洲：自用药品以 3 个月用量为限，需要时附处方（TGA）。',
  'customs.goods.nzFood': '新西兰：食品须向生物安全部门（MPI）申报，可能被查验。',
  'customs.goods.twCosmetics': '台湾：自用化妆品每次进口最多 12 件。',
  'customs.goods.twMedicine': '台湾：药品和保健品超过自用数量须取得食药署（TFDA）许可。',
  'customs.goods.twFood': '台湾：自用食品须在海关允许的价值和重量内；肉制品不得进口。',
  'customs.goods.jpCosmetics': '日本：自用化妆品同类 24 件以内无需药监证明（Yakkan）。',
  'customs.goods.jpMedicine': '日本：自用药品 2 个月用量以内无需药监证明（Yakkan）。',
  'customs.goods.cnMedicine': '中国：自用药品仅限合理数量；海关可能要求处方。',
  'customs.goods.myMedicine': '马来西亚：药品和保健品可能需要药品监管机构（NPRA）的许可。',
  'customs.goods.branded': '品牌商品：请保留商店收据；仿冒品会被海关没收。',
  'customs.canShip.accepts': '可以运送',
  'customs.canShip.refuses': '不收：{attributes}',
  'customs.canShip.general': '未发现限制：普通货物，该路线所有线路均可运送。',
  'customs.note.twAllowanceAny':
    '台湾：{threshold} 以内的货物免关税和税费，每位收件人每半年最多 {max} 次；提交前的估算会统计该收件人的次数。',
};
