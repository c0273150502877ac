import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { confirmDialog, showToast } from '../../../lib/feedback';
import { countryName } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useDeleteRecipient } from '../api/delete-recipient';
import { type Recipient, useRecipients } from '../api/get-recipients';
import { displayAddress, displayName } from '../utils/format';
import { editPath } from '../utils/paths';

export interface RecipientListProps {
  /**
   * Called with the entry the customer taps, when it is complete. An incomplete one (names or address missing
   * under today's rules) cannot be chosen: it says SPEC §8's sentence and offers to edit it.
   */
  onSelect?: (recipient: Recipient) => void;
  /** The entry chosen so far, marked in the list. */
  selectedId?: number;
  /** Offer edit and delete on each entry (the address book screen); a chooser leaves them out. */
  manage?: boolean;
}

/**
 * The address book as a list to choose from: search, pages ("load more"), loading, failure and empty states.
 * The submit/addressbook screen shows it; the waybill flow composes it in app/ with its own `onSelect`.
 */
export function RecipientList({ onSelect, selectedId, manage = false }: RecipientListProps) {
  const { t } = useTranslation(['addressBook', 'common']);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const recipients = useRecipients(keyword);
  const remove = useDeleteRecipient();
  const entries = recipients.data?.pages.flatMap((page) => page.list) ?? [];

  const choose = async (recipient: Recipient) => {
    if (recipient.complete) {
      onSelect?.(recipient);
      return;
    }
    const edit = await confirmDialog({
      content: translateMessage('recipient.incomplete'),
      confirmText: t('list.editNow'),
      cancelText: t('common:cancel'),
    });
    if (edit) navigate(editPath(recipient.id));
  };

  const confirmDelete = async (recipient: Recipient) => {
    const sure = await confirmDialog({
      content: t('list.deleteConfirm', { name: displayName(recipient) }),
      confirmText: t('list.delete'),
      cancelText: t('common:cancel'),
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(recipient.id);
      showToast(t('list.deleted'));
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <section className="address-book-list-section" aria-label={t('list.label')}>
      <KeywordSearch className="address-book-search" label={t('list.search')} onKeyword={setKeyword} />
      {recipients.isPending && <LoadingBlock className="address-book-state" lines={5} />}
      {recipients.isError && (
        <LoadFailed className="address-book-state" error={recipients.error} onRetry={() => void recipients.refetch()} />
      )}
      {recipients.isSuccess && entries.length === 0 && (
        <EmptyState
          className="address-book-state"
          title={keyword ? t('list.noMatch') : t('list.emptyTitle')}
          description={keyword ? undefined : t('list.emptyDescription')}
        />
      )}
      {entries.length > 0 && (
        <ul className="address-book-list">
          {entries.map((recipient) => {
            const name = displayName(recipient);
            const chosen = recipient.id === selectedId;
            return (
              <li key={recipient.id} className={chosen ? 'address-book-card address-book-chosen' : 'address-book-card'}>
                <button
                  type="button"
                  className="address-book-choose"
                  aria-pressed={chosen}
                  aria-label={t('list.choose', { name })}
                  onClick={() => void choose(recipient)}
                >
                  <span className="address-book-name">
                    {name}
                    <span className="address-book-phone-text">
                      +{recipient.phoneCode} {recipient.contactNumber}
                    </span>
                  </span>
                  <span className="address-book-address">{displayAddress(recipient)}</span>
                  <span className="address-book-tags">
                    <Tag fill="outline">{countryName(recipient.country_iso2, recipient.country_name)}</Tag>
                    {!recipient.complete && <Tag color="warning">{t('list.incomplete')}</Tag>}
                    {chosen && <Tag color="primary">{t('list.chosen')}</Tag>}
                  </span>
                </button>
                {manage && (
                  <div className="address-book-actions">
                    <Button
                      size="small"
                      aria-label={t('list.editOf', { name })}
                      onClick={() => navigate(editPath(recipient.id))}
                    >
                      {t('list.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="danger"
                      fill="outline"
                      aria-label={t('list.deleteOf', { name })}
                      onClick={() => void confirmDelete(recipient)}
                    >
                      {t('list.delete')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {recipients.hasNextPage && (
        <div className="page-actions">
          <Button block loading={recipients.isFetchingNextPage} onClick={() => void recipients.fetchNextPage()}>
            {t('list.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
