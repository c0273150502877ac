/** Clean-up and splitting of a pasted text, shared by every layout. */

/** Full-width letters, digits and punctuation (common in Chinese input) as ASCII; Chinese list marks as commas. */
export function halfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (character) => String.fromCharCode(character.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/[、；;]/g, ',');
}

export const LABEL =
  /(收货人|收件人|联系人|收貨人|聯絡人|姓名|手机号码|手机号|手机|联系电话|电话号码|电话|手機號碼|手機|聯絡電話|電話|所在地区|所在地區|详细地址|詳細地址|收货地址|收貨地址|地址|邮政编码|邮编|郵遞區號|郵編|邮箱|郵箱|電子郵件|e-?mail|name|recipient|receiver|phone|mobile|tel|address|post\s*code|zip\s*code|zip)\s*:/gi;

export const EMAIL = /[^\s@,;:()]+@[^\s@,;:()]+\.[A-Za-z]{2,}/;

/** Parts of a text: its lines and comma-separated pieces, trimmed, without empties. */
export function parts(text: string): string[] {
  return text
    .split(/[\n,]+/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '' && !/^[-–—:.]+$/.test(part));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
