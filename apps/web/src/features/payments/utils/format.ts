/** "AUD 12.50" as the lists write money. */
export function moneyText(amount: string, currency: string): string {
  return `${currency} ${amount}`;
}

/** A signed ledger amount with its sign shown: "+AUD 25.00", "-AUD 10.00". */
export function signedMoney(amount: string, currency: string): string {
  return amount.startsWith('-') ? `-${currency} ${amount.slice(1)}` : `+${currency} ${amount}`;
}

export function dateTime(iso: string, language: string): string {
  const locale = language === 'en' ? 'en-AU' : language === 'cn' ? 'zh-CN' : 'zh-TW';
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
