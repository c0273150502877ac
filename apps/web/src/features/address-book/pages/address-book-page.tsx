import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../lib/feedback';
import { useReturnWith } from '../../../lib/navigation';
import { RecipientList } from '../components/recipient-list';
import { displayName } from '../utils/format';
import { editPath } from '../utils/paths';
import '../address-book.css';

/**
 * submit/addressbook: manage the entries (add, edit, delete) and choose one. A screen that opens it with
 * `state.returnTo` gets the chosen entry back as `state.recipientId`; opened alone, the choice is marked.
 */
export default function AddressBookPage() {
  const { t } = useTranslation('addressBook');
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo;
  const [chosen, setChosen] = useState<number>();
  const returnWith = useReturnWith();

  return (
    <div className="address-book-page">
      <RecipientList
        manage
        selectedId={chosen}
        onSelect={(recipient) => {
          if (returnTo) {
            returnWith(returnTo, { recipientId: recipient.id });
            return;
          }
          setChosen(recipient.id);
          showToast(t('list.chosenToast', { name: displayName(recipient) }));
        }}
      />
      <div className="page-actions address-book-footer">
        <Button block color="primary" size="large" onClick={() => navigate(editPath())}>
          {t('list.add')}
        </Button>
      </div>
    </div>
  );
}
