import type { en } from './en.js';

export const tw: Record<keyof typeof en, string> = {
  'duty.auGst': '澳洲低價值商品消費稅（GST，由我們作為轉運方代收）',
  'duty.auImportGst': '澳洲進口消費稅（GST）',
  'duty.auClearingAgent': '清關代理（含消費稅）',
  'duty.auCustomsDocument': '報關文件（含消費稅）',
  'duty.nzGst': '紐西蘭低價值商品消費稅（GST，由我們作為轉運方代收）',
  'duty.nzImportGst': '紐西蘭進口消費稅（GST）',
  'duty.sgGst': '新加坡消費稅（GST）',
  'duty.sgCustomsFee': '新加坡清關費',
  'duty.myLvgTax': '馬來西亞低價值商品銷售稅',
  'duty.mySalesTax': '馬來西亞進口銷售稅',
  'duty.twBusinessTax': '臺灣進口營業稅',
  'duty.jpConsumptionTax': '日本進口消費稅',
  'duty.caGst': '加拿大商品及服務稅（GST）',
  'duty.cnArticleTax': '中國個人物品進口稅',
  'customs.note.auLowValue':
    '澳洲：{threshold} 以內的貨物須就貨值、運費、保險和我們的服務繳納 {percent}% 消費稅。我們作為轉運方隨運費代收，除非商家已收取（請勾選並上傳收據）。',
  'customs.note.auShopCharged':
    '澳洲：您表示商家結帳時已收取 {percent}% 消費稅（已上傳收據），我們不再代收，進口時也無需另付。',
  'customs.note.auBusiness':
    '澳洲：收件人是已註冊 GST 的企業（ABN {number}），屬於企業進口：我們不代收 GST，{percent}% 的 GST 由進口企業自行申報繳納（企業對企業）。',
  'customs.note.auNear': '接近 {threshold}：請上傳海關授權文件，以防匯率變化使貨值超過限額。',
  'customs.note.auOver':
    '澳洲：超過 {threshold} 須正式報關。貨值、運費和保險的 {percent}% 消費稅、清關代理費和報關文件費在清關時支付。',
  'customs.note.nzLowValue':
    '紐西蘭：{threshold} 以內的貨物須就貨值、運費、保險和我們的服務繳納 {percent}% 消費稅。我們作為轉運方隨運費代收，除非商家已收取（請勾選並上傳收據）。',
  'customs.note.nzShopCharged':
    '紐西蘭：您表示商家結帳時已收取 {percent}% 消費稅（已上傳收據），我們不再代收，進口時也無需另付。',
  'customs.note.nzBusiness':
    '紐西蘭：收件人是已註冊 GST 的企業（GST 號碼 {number}），屬於企業進口：我們不代收 GST，{percent}% 的 GST 由進口企業自行申報繳納（企業對企業）。',
  'customs.note.nzOver':
    '紐西蘭：超過 {threshold} 時，紐西蘭海關在入境時就貨值、運費和保險收取 {percent}% 消費稅及相關費用。',
  'customs.note.sgRelief': '新加坡：貨值、運費和保險合計未超過 {threshold} 免稅額，無需消費稅和清關費。',
  'customs.note.sgCharged':
    '新加坡：超過 {threshold} 免稅額時，就貨值、運費和保險繳納 {percent}% 消費稅，另按申報價值收取 {feePercent}% 清關費。兩者由我們隨運費代收。',
  'customs.note.myLowValue':
    '馬來西亞：{threshold} 以內的貨物須繳納 {percent}% 低價值商品銷售稅。若商家未收取，由海關在派送時收取（此處為估算）。',
  'customs.note.myShopCharged':
    '馬來西亞：您表示商家已收取 {percent}% 低價值商品稅（已上傳收據），進口時預計無需另付。',
  'customs.note.myOver':
    '馬來西亞：超過 {threshold} 時，海關在派送時就貨值、運費和保險收取 {percent}% 銷售稅（此處為估算）。',
  'customs.note.twAllowance':
    '臺灣：這是收件人本半年第 {count} 次進口（免稅上限 {max} 次）；{threshold} 以內的貨物無需繳納關稅和稅費。',
  'customs.note.twTaxed':
    '臺灣：超過 {threshold}，或本半年 {max} 次免稅進口已用完時，海關在派送時就貨值、運費和保險收取 {percent}% 營業稅（此處為估算）。',
  'customs.note.jpExempt': '日本：個人進口物品按商店價格的 60% 計價；未超過 {threshold} 無需繳納關稅和消費稅。',
  'customs.note.jpTaxed':
    '日本：超過 {threshold}（商店價格的 60% 加運費和保險）時，{percent}% 消費稅在派送時支付（此處為估算）。',
  'customs.note.caRelief': '加拿大：{threshold} 以內的貨物免關稅和稅費。',
  'customs.note.caTaxed': '加拿大：超過 {threshold} 時，{percent}% GST（及所在省的稅）在派送時支付（此處僅估算 GST）。',
  'customs.note.hkFreePort': '香港：進口貨物不徵關稅和稅費，酒類、菸草、碳氫油類和甲醇除外。',
  'customs.note.cnPersonal':
    '中國：個人物品每件以 {threshold} 為限；進口稅 {percent}%（部分物品 20% 或 50%）超過 CNY 50 時在派送時支付。',
  'customs.note.cnOverLimit':
    '中國：每件超過 {threshold} 時，海關可能退運或要求正式報關；{percent}% 或更高的進口稅在派送時支付。',
  'customs.needDeclaredValue': '填寫申報價值後即可查看目的地的稅費。',
  'customs.dutyByTariff': '依貨物類別可能另有關稅，由海關決定。',
  'customs.belowMinimum': '稅額低於 {minimum}，海關不予徵收。',
  'customs.estimatedBy': '派送時支付的金額依 {authority}（{name}）的規定估算，查閱日期 {read}；最終金額由海關決定。',
  'customs.noRule': '到達時可能需繳納關稅和稅費，由目的地海關決定。',
  'customs.shopCharged': '商家已收取目的地的消費稅／低價值商品稅（已上傳收據）',
  'customs.shopChargedNeedsReceipt': '請上傳顯示商家所收稅款的收據。',
  'customs.taiwanCounter': '本半年（{from} 至 {to}）該收件人經我們的進口：{count} / {max} 次免稅。',
  'customs.taiwanCounterOver': '該收件人本半年（{from} 至 {to}）的 {max} 次免稅進口已用完：本次無論金額多少都須繳稅。',
  'customs.invoiceAtDoor': '預計在派送時向海關支付（不付給我們）：{amount}。連同本發票的到岸總成本：{landed}。',
  'customs.noRate': '今天無法估算目的地稅費：沒有 {currency} 的匯率。',
  'customs.goods.battery': '電池：提交時須上傳電池標籤照片；空運線路不收散裝鋰電池和行動電源。',
  'customs.goods.auFood': '澳洲：食品須向生物安全部門（DAFF）申報，可能被查驗；肉類、乳製品、蛋和種子常被拒絕。',
  'customs.goods.auMedicine': '澳洲：自用藥品以 3 個月用量為限，需要時附處方（TGA）。',
  'customs.goods.nzFood': '紐西蘭：食品須向生物安全部門（MPI）申報，可能被查驗。',
  'customs.goods.twCosmetics': '臺灣：自用化妝品每次進口最多 12 件。',
  'customs.goods.twMedicine': '臺灣：藥品和保健食品超過自用數量須取得食藥署（TFDA）許可。',
  'customs.goods.twFood': '臺灣：自用食品須在海關允許的價值和重量內；肉製品不得進口。',
  'customs.goods.jpCosmetics': '日本：自用化妝品同類 24 件以內無需藥監證明（Yakkan）。',
  'customs.goods.jpMedicine': '日本：自用藥品 2 個月用量以內無需藥監證明（Yakkan）。',
  'customs.goods.cnMedicine': '中國：自用藥品僅限合理數量；海關可能要求處方。',
  'customs.goods.myMedicine': '馬來西亞：藥品和保健品可能需要藥品監管機構（NPRA）的許可。',
  'customs.goods.branded': '品牌商品：請保留商店收據；仿冒品會被海關沒收。',
  'customs.canShip.accepts': '可以運送',
  'customs.canShip.refuses': '不收：{attributes}',
  'customs.canShip.general': '未發現限制：一般貨物，該路線所有線路均可運送。',
  'customs.note.twAllowanceAny':
    '臺灣：{threshold} 以內的貨物免關稅和稅費，每位收件人每半年最多 {max} 次；提交前的估算會統計該收件人的次數。',
};
