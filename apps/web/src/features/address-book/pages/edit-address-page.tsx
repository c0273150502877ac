import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { useGoBack } from '../../../lib/navigation';
import { useRecipient } from '../api/get-recipient';
import { RecipientForm } from '../components/recipient-form';
import '../address-book.css';

/** submit/editadbook: a new recipient, or the one named by `?id=`. Saving goes back to where the customer came from. */
export default function EditAddressPage() {
  const { t } = useTranslation('addressBook');
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const recipient = useRecipient(id);

  // Back to the list that opened this screen; opened directly, to the address book (its parent route).
  const done = useGoBack();

  if (id === null) {
    return (
      <>
        <h2 className="address-book-heading">{t('form.newTitle')}</h2>
        <RecipientForm onSaved={done} />
      </>
    );
  }
  if (recipient.isError)
    return (
      <LoadFailed className="address-book-state" error={recipient.error} onRetry={() => void recipient.refetch()} />
    );
  if (!recipient.data) return <LoadingBlock className="address-book-state" lines={8} />;
  return (
    <>
      <h2 className="address-book-heading">{t('form.editTitle')}</h2>
      <RecipientForm key={recipient.data.id} recipient={recipient.data} onSaved={done} />
    </>
  );
}
