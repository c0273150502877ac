import { type BillAddress, personName } from '@parcelway/domain';
import { Button, Form, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { type UserInfo, useUserInfo } from '../../../lib/session';
import { useBillAddress } from '../api/get-bill-address';
import { billAddressFormSchema, useSetBillAddress } from '../api/set-bill-address';
import { CountryPicker } from '../components/country-picker';
import { LinkItem } from '../components/link-item';

/** Contact & Billing: the contact details on file and the billing address used on invoices. */
export default function InfoCardPage() {
  const { t } = useTranslation('account');
  const user = useUserInfo();
  const billAddress = useBillAddress();
  const [adding, setAdding] = useState(false);

  return (
    <div className="account-page">
      {user.data && <ContactSummary user={user.data} />}
      <section aria-label={t('infoCard.billing')}>
        {billAddress.isPending && <LoadingBlock className="account-loading" lines={8} />}
        {billAddress.isError && (
          <LoadFailed
            className="account-state-block"
            error={billAddress.error}
            onRetry={() => void billAddress.refetch()}
          />
        )}
        {billAddress.isSuccess && billAddress.data === null && !adding && (
          <EmptyState
            className="account-state-block"
            title={t('infoCard.emptyTitle')}
            description={t('infoCard.emptyDescription')}
          >
            <Button color="primary" size="large" onClick={() => setAdding(true)}>
              {t('infoCard.add')}
            </Button>
          </EmptyState>
        )}
        {billAddress.isSuccess && (billAddress.data !== null || adding) && (
          <BillAddressForm saved={billAddress.data} user={user.data} />
        )}
      </section>
    </div>
  );
}

function ContactSummary({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  return (
    <List mode="card" header={t('infoCard.contact')}>
      <List.Item extra={<span className="account-value">{user.email}</span>}>{t('information.email')}</List.Item>
      {user.phone ? (
        <List.Item extra={<span className="account-value">{`+${user.phone_code} ${user.phone}`}</span>}>
          {t('information.mobile')}
        </List.Item>
      ) : (
        <LinkItem to={PATHS.bindMobile} state={{ from: PATHS.infoCard }} extra={t('information.noMobile')}>
          {t('information.mobile')}
        </LinkItem>
      )}
    </List>
  );
}

function BillAddressForm({ saved, user }: { saved: BillAddress | null; user: UserInfo | undefined }) {
  const { t } = useTranslation('account');
  const form = useZodForm(
    billAddressFormSchema,
    saved ?? {
      name: user ? personName(user.first_name, user.last_name) : '',
      company: '',
      state: '',
      city: '',
      postcode: '',
      address: '',
      address2: '',
      phone: user?.phone ? `+${user.phone_code} ${user.phone}` : '',
      email: user?.email ?? '',
      tax_number: '',
    },
  );
  const save = useSetBillAddress();

  const submit = form.handleSubmit(async (values) => {
    try {
      const stored = await save.mutateAsync(values);
      form.reset(stored);
      Toast.show({ icon: 'success', content: t('infoCard.saved') });
    } catch (error) {
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  const text = (name: Parameters<typeof form.register>[0], label: string, autoComplete: string, required = false) => (
    <TextField control={form.control} name={name} label={label} required={required} autoComplete={autoComplete} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('infoCard.billing')}>
      <FormLayout>
        <Form.Header>{t('infoCard.billing')}</Form.Header>
        {text('name', t('infoCard.fields.name'), 'billing name', true)}
        {text('company', t('infoCard.fields.company'), 'billing organization')}
        <FormField control={form.control} name="country_id" label={t('infoCard.fields.country')} required>
          {(field) => (
            <CountryPicker
              id={field.id}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        {text('state', t('infoCard.fields.state'), 'billing address-level1')}
        {text('city', t('infoCard.fields.city'), 'billing address-level2', true)}
        {text('postcode', t('infoCard.fields.postcode'), 'billing postal-code', true)}
        {text('address', t('infoCard.fields.address'), 'billing address-line1', true)}
        {text('address2', t('infoCard.fields.address2'), 'billing address-line2')}
        {text('phone', t('infoCard.fields.phone'), 'billing tel')}
        {text('email', t('infoCard.fields.email'), 'billing email')}
        {text('tax_number', t('infoCard.fields.taxNumber'), 'off')}
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={save.isPending}>
          {t('infoCard.save')}
        </Button>
      </div>
    </form>
  );
}
