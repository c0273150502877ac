import { defineMessages } from '../define.js';

/** The address book: recipients, their addresses and phone numbers. */
export const addressBookMessages = defineMessages({
  en: {
    'recipient.incomplete':
      'The recipient information you selected is incomplete. Please access the address book to modify the recipient information',
  },
  cn: {
    'recipient.incomplete': '您选择的收件人信息不完整，请到地址簿修改收件人信息',
  },
  tw: {
    'recipient.incomplete': '您選擇的收件人資訊不完整，請到地址簿修改收件人資訊',
  },
});
