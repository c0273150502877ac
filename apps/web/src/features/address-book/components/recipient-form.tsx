import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Recipient } from '../api/get-recipients';
import { RecipientAddressFields } from './recipient-address-fields';
import { RecipientContactFields } from './recipient-contact-fields';
import { SmartAddressBox } from './smart-address-box';
import { useRecipientForm } from './use-recipient-form';

/**
 * Adding or editing a recipient (SPEC §3 fields, §5 rules). The form validates with the domain schema the server
 * uses, so it refuses the same input with the same sentence; the server adds the postcode-to-city check, shown
 * beside the postcode. A pasted address fills the fields (smartAddress); a postcode offers its suburbs.
 */
export function RecipientForm({ recipient, onSaved }: { recipient?: Recipient; onSaved: (saved: Recipient) => void }) {
  const { t } = useTranslation(['addressBook', 'common']);
  const editor = useRecipientForm(recipient, onSaved);
  return (
    <form onSubmit={editor.submit} noValidate aria-label={t('form.label')} className="address-book-page">
      {!recipient && <SmartAddressBox countryId={editor.countryId} onParsed={editor.applyParsed} />}
      <RecipientContactFields editor={editor} />
      <RecipientAddressFields editor={editor} />
      <div className="page-actions address-book-footer">
        <Button block color="primary" size="large" type="submit" loading={editor.saving}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
