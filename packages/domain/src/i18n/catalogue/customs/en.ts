/** Destination taxes and the landed cost (issue 44): the taxes' names and why each is due, from each rule's source. */
export const en = {
  'duty.auGst': 'Australian GST on low-value goods (we collect it as re-deliverer)',
  'duty.auImportGst': 'Australian import GST',
  'duty.auClearingAgent': 'Customs clearing agent (incl. GST)',
  'duty.auCustomsDocument': 'Customs document (incl. GST)',
  'duty.nzGst': 'New Zealand GST on low-value goods (we collect it as redeliverer)',
  'duty.nzImportGst': 'New Zealand import GST',
  'duty.sgGst': 'Singapore GST',
  'duty.sgCustomsFee': 'Singapore customs fee',
  'duty.myLvgTax': 'Malaysian sales tax on low-value goods',
  'duty.mySalesTax': 'Malaysian import sales tax',
  'duty.twBusinessTax': 'Taiwan import business tax',
  'duty.jpConsumptionTax': 'Japanese import consumption tax',
  'duty.caGst': 'Canadian GST',
  'duty.cnArticleTax': 'China import tax on personal articles',
  'customs.note.auLowValue':
    'Australia: goods up to {threshold} carry {percent}% GST on the goods, freight, insurance and our services. As the re-deliverer we collect it with your fees, unless the shop already charged it (tick the box and upload the receipt).',
  'customs.note.auShopCharged':
    'Australia: you say the shop charged the {percent}% GST at checkout (receipt uploaded), so we collect none and nothing more is due on import.',
  'customs.note.auBusiness':
    'Australia: the receiver is a GST-registered business (ABN {number}), so this is a business import: we collect no GST on it; the importer accounts for the {percent}% GST itself (business to business).',
  'customs.note.auNear':
    'Close to {threshold}: please upload the customs authorisation document, in case exchange rates push the value over.',
  'customs.note.auOver':
    'Australia: above {threshold} a formal customs declaration is needed. GST of {percent}% on goods, freight and insurance, the clearing agent and the customs document are paid at clearance.',
  'customs.note.nzLowValue':
    'New Zealand: goods up to {threshold} carry {percent}% GST on the goods, freight, insurance and our services. As the redeliverer we collect it with your fees, unless the shop already charged it (tick the box and upload the receipt).',
  'customs.note.nzShopCharged':
    'New Zealand: you say the shop charged the {percent}% GST at checkout (receipt uploaded), so we collect none and nothing more is due on import.',
  'customs.note.nzBusiness':
    'New Zealand: the receiver is a GST-registered business (GST number {number}), so this is a business import: we collect no GST on it; the importer accounts for the {percent}% GST itself (business to business).',
  'customs.note.nzOver':
    'New Zealand: above {threshold} New Zealand Customs collect {percent}% GST on goods, freight and insurance at the border, with their fees and levies.',
  'customs.note.sgRelief':
    'Singapore: no GST or customs fee, the goods, freight and insurance together are within the {threshold} relief.',
  'customs.note.sgCharged':
    'Singapore: above the {threshold} relief, GST of {percent}% on goods, freight and insurance, plus a {feePercent}% customs fee on the declared value. We collect both with your fees.',
  'customs.note.myLowValue':
    'Malaysia: goods up to {threshold} carry {percent}% sales tax on low-value goods. If the shop did not charge it, customs collect it at the door (estimated here).',
  'customs.note.myShopCharged':
    'Malaysia: you say the shop charged the {percent}% low-value goods tax (receipt uploaded), so nothing more is expected on import.',
  'customs.note.myOver':
    'Malaysia: above {threshold} customs collect {percent}% sales tax on goods, freight and insurance at the door (estimated here).',
  'customs.note.twAllowance':
    'Taiwan: this is the receiver’s import {count} of {max} allowed duty-free this half-year; goods up to {threshold} owe no duty or tax.',
  'customs.note.twTaxed':
    'Taiwan: above {threshold}, or after the {max} duty-free imports of the half-year, customs collect {percent}% business tax on goods, freight and insurance at the door (estimated here).',
  'customs.note.jpExempt':
    'Japan: personal imports are valued at 60% of the shop price; up to {threshold} no duty or consumption tax is due.',
  'customs.note.jpTaxed':
    'Japan: above {threshold} (60% of the shop price, with freight and insurance) the {percent}% consumption tax is paid at the door (estimated here).',
  'customs.note.caRelief': 'Canada: goods up to {threshold} enter without duty or tax.',
  'customs.note.caTaxed':
    'Canada: above {threshold} the {percent}% GST (and the province’s tax) is paid at the door (estimated here, GST only).',
  'customs.note.hkFreePort':
    'Hong Kong: no duty or tax on imported goods, except liquor, tobacco, hydrocarbon oil and methyl alcohol.',
  'customs.note.cnPersonal':
    'China: personal articles up to {threshold} per parcel; import tax of {percent}% (20% or 50% for some goods) is paid at the door when it is more than CNY 50.',
  'customs.note.cnOverLimit':
    'China: above {threshold} per parcel customs may return the goods or ask for a formal declaration; import tax of {percent}% or more is paid at the door.',
  'customs.needDeclaredValue': 'Enter the declared value to see the destination’s taxes.',
  'customs.dutyByTariff': 'Duty by type of goods may come on top; customs decide it.',
  'customs.belowMinimum': 'The tax is under {minimum}, which customs do not collect.',
  'customs.estimatedBy':
    'What you pay at the door is estimated from the rules of {authority} ({name}), read on {read}; customs decide the final amount.',
  'customs.noRule': 'Duties and taxes may apply on arrival; the destination’s customs decide them.',
  'customs.shopCharged': 'The shop already charged the destination’s GST / low-value goods tax (receipt uploaded)',
  'customs.shopChargedNeedsReceipt': 'Upload the shop’s receipt showing the tax it charged.',
  'customs.taiwanCounter':
    'Imports through us for this receiver this half-year ({from} to {to}): {count} of {max} duty-free.',
  'customs.taiwanCounterOver':
    'This receiver has used the {max} duty-free imports of this half-year ({from} to {to}): this one is taxed whatever its value.',
  'customs.invoiceAtDoor':
    'Estimated to be paid to customs at the door, not to us: {amount}. Landed cost with this invoice: {landed}.',
  'customs.noRate': 'The destination’s taxes cannot be estimated today: there is no exchange rate for {currency}.',
  'customs.goods.battery':
    'Batteries: the submission asks for a photo of the battery label; lines that fly refuse loose lithium batteries and power banks.',
  'customs.goods.auFood':
    'Australia: food must be declared to biosecurity (DAFF) and may be inspected; meat, dairy, eggs and seeds are often refused.',
  'customs.goods.auMedicine':
    'Australia: medicines for personal use are limited to 3 months’ supply, with a prescription where needed (TGA).',
  'customs.goods.nzFood': 'New Zealand: food must be declared to biosecurity (MPI) and may be inspected.',
  'customs.goods.twCosmetics': 'Taiwan: cosmetics for personal use, at most 12 items per import.',
  'customs.goods.twMedicine':
    'Taiwan: medicines and supplements need the TFDA’s permit above the personal-use amounts.',
  'customs.goods.twFood':
    'Taiwan: food for personal use, within the value and weight the customs allow; meat products are refused.',
  'customs.goods.jpCosmetics':
    'Japan: cosmetics for personal use up to 24 items of a kind without the Yakkan certificate.',
  'customs.goods.jpMedicine':
    'Japan: medicines for personal use up to a 2-month supply without the Yakkan certificate.',
  'customs.goods.cnMedicine':
    'China: medicines for personal use in reasonable amounts only; customs may ask for a prescription.',
  'customs.goods.myMedicine':
    'Malaysia: medicines and supplements may need the pharmaceutical regulator’s (NPRA) permit.',
  'customs.goods.branded': 'Brand goods: keep the shop’s receipt; customs seize counterfeits.',
  'customs.canShip.accepts': 'Carries it',
  'customs.canShip.refuses': 'Refuses it: {attributes}',
  'customs.canShip.general': 'We found nothing that limits it: general cargo, every line of the route carries it.',
  'customs.note.twAllowanceAny':
    'Taiwan: goods up to {threshold} owe no duty or tax, for up to {max} imports per receiver each half-year; the estimate before submitting counts the receiver’s.',
};
