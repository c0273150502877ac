import { type AccountMailKind, type Language, type MessageKey, type MessageParams, translate } from '@parcelway/domain';
import { type Block, type RenderedMail, renderMail } from '../layout.js';
import { APP_URL, CONFIRM_KEY } from './content.js';

/**
 * The sentences of each account mail: the subject and the body (these existed before the layout, as plain text), and
 * for some a button and a closing note.
 */
const ACCOUNT_MAILS: Record<
  AccountMailKind,
  {
    subject: MessageKey;
    body: MessageKey;
    action?: { label: MessageKey; href: (language: Language) => string };
    note?: MessageKey;
  }
> = {
  welcome: { subject: 'mail.welcome.subject', body: 'mail.welcome.body' },
  reset_code: { subject: 'mail.resetCode.subject', body: 'mail.resetCode.body' },
  sign_in_code: { subject: 'mail.signInCode.subject', body: 'mail.signInCode.body' },
  change_email_code: { subject: 'mail.changeEmailCode.subject', body: 'mail.changeEmailCode.body' },
  top_up_credited: { subject: 'mail.topUpCredited.subject', body: 'mail.topUpCredited.body' },
  top_up_rejected: { subject: 'mail.topUpRejected.subject', body: 'mail.topUpRejected.body' },
  waybill_transfer_rejected: {
    subject: 'mail.waybillTransferRejected.subject',
    body: 'mail.waybillTransferRejected.body',
  },
  parcel_claim_approved: { subject: 'mail.parcelClaim.subject', body: 'mail.parcelClaim.approved' },
  parcel_claim_rejected: { subject: 'mail.parcelClaim.subject', body: 'mail.parcelClaim.rejected' },
  sign_document_request: { subject: 'mail.signDocument.subject', body: 'mail.signDocument.body' },
  sign_document_signed: { subject: 'mail.signDocument.subject', body: 'mail.signDocument.signed' },
  member_active: { subject: 'mail.memberActive.subject', body: 'mail.memberActive.body' },
  member_rejected: { subject: 'mail.memberRejected.subject', body: 'mail.memberRejected.body' },
  member_renewal: { subject: 'mail.memberRenewal.subject', body: 'mail.memberRenewal.body' },
  balance_credited: { subject: 'mail.balanceCredited.subject', body: 'mail.balanceCredited.body' },
  balance_debited: { subject: 'mail.balanceDebited.subject', body: 'mail.balanceDebited.body' },
  verify_email: {
    subject: 'mail.verifyEmail.subject',
    body: 'mail.verifyEmail.body',
    action: {
      label: 'mail.verifyEmail.action',
      // The language too: the link may open on a device where the app never ran, which would start in Chinese.
      href: (language) => `${APP_URL}/#/pages/login/verification?confirm=${CONFIRM_KEY}&lang=${language}`,
    },
    note: 'mail.verifyEmail.ignore',
  },
  email_changed: { subject: 'mail.emailChanged.subject', body: 'mail.emailChanged.body' },
};

/** An account mail (welcome, code, receipt, decision) in the same layout, without an unsubscribe link. */
export function accountMail(language: Language, kind: AccountMailKind, params: MessageParams): RenderedMail {
  const sentences = ACCOUNT_MAILS[kind];
  const subject = translate(language, sentences.subject, params);
  const blocks: Block[] = [
    { type: 'heading', text: subject },
    { type: 'paragraph', text: translate(language, sentences.body, params) },
  ];
  if (sentences.action)
    blocks.push({
      type: 'button',
      label: translate(language, sentences.action.label),
      href: sentences.action.href(language),
    });
  if (sentences.note) blocks.push({ type: 'paragraph', text: translate(language, sentences.note, params) });
  return renderMail({ language, subject, blocks });
}
