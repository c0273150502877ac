import { Button, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { showToast } from '../../../lib/feedback';
import { transactionEmailFormSchema, useTransactionEmail, useUpdateTransactionEmail } from '../api/transaction-email';

/** Where this waybill's transaction emails go (the account's address unless one was set for it), and changing it. */
export function TransactionEmailSection({ waybillId }: { waybillId: number }) {
  const { t } = useTranslation(['waybills', 'common']);
  const current = useTransactionEmail(waybillId);
  const [editing, setEditing] = useState(false);
  const email = current.data?.email;

  return (
    <section className="waybills-section" aria-label={t('transactionEmail.title')}>
      <h2>{t('transactionEmail.title')}</h2>
      {email && (
        <p className="waybills-muted">
          {t(current.data?.custom ? 'transactionEmail.custom' : 'transactionEmail.account', { email })}
        </p>
      )}
      {editing ? (
        <EmailForm waybillId={waybillId} initial={email ?? ''} onDone={() => setEditing(false)} />
      ) : (
        <Button size="small" fill="outline" disabled={!email} onClick={() => setEditing(true)}>
          {t('transactionEmail.change')}
        </Button>
      )}
    </section>
  );
}

function EmailForm({ waybillId, initial, onDone }: { waybillId: number; initial: string; onDone: () => void }) {
  const { t } = useTranslation(['waybills', 'common']);
  const form = useZodForm(transactionEmailFormSchema, { email: initial });
  const update = useUpdateTransactionEmail(waybillId);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values.email);
      showToast(t('transactionEmail.saved'));
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) showToast((error as Error).message);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormLayout>
        <TextField
          control={form.control}
          name="email"
          label={t('transactionEmail.label')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          required
        />
      </FormLayout>
      <Space>
        <Button type="submit" color="primary" size="small" loading={update.isPending}>
          {t('transactionEmail.save')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('common:cancel')}
        </Button>
      </Space>
    </form>
  );
}
