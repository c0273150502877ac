import { signDocumentInfoSchema } from '@parcelway/domain';
import { Button, Checkbox, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { formatMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useWaybillDetail } from '../api/get-waybill-detail';
import { usePostSignInfo, useSignDocument } from '../api/sign-document';
import type { WaybillDetail } from '../api/types';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';

/**
 * Customs authorisation (SPEC §2 waybill/authorization, §4): the importer's details, then — once staff
 * approved them — the importer's signature, each state shown as the review goes on.
 */
export default function AuthorizationPage() {
  const { t } = useTranslation('waybills');
  const detail = useWaybillDetail(useWaybillId());
  if (detail.isPending) return <LoadingBlock lines={4} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const waybill = detail.data;
  if (!waybill.sign_document.required)
    return <EmptyState title={translateMessage('waybill.signDocumentNotRequired')} />;
  const status = waybill.sign_document.status;
  return (
    <div className="waybills-page">
      <section className="waybills-section" aria-label={t('authorisation.status')}>
        <h2>{t('authorisation.status')}</h2>
        <p role="status">{waybill.sign_document.status_name ?? t('detail.authorisationNeeded')}</p>
        {waybill.sign_document.reason && <p className="waybills-warning">{waybill.sign_document.reason}</p>}
        <p className="waybills-muted">
          {t('authorisation.explain', { value: formatMoney(waybill.declared_value, waybill.currency) })}
        </p>
      </section>
      {(status === null || status === 'rejected' || status === 'waiting_audit') && <ImporterForm waybill={waybill} />}
      {status === 'waiting_signature' && <SignForm waybill={waybill} />}
    </div>
  );
}

interface ImporterValues {
  shipment_id: number;
  importer_name: string;
  id_number: string;
  email: string;
}
const importerSchema = signDocumentInfoSchema as unknown as z.ZodType<
  z.output<typeof signDocumentInfoSchema>,
  ImporterValues
>;

function ImporterForm({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation(['waybills', 'common']);
  const post = usePostSignInfo();
  const form = useZodForm(importerSchema, {
    shipment_id: waybill.id,
    importer_name: waybill.sign_document.importer_name ?? '',
    id_number: '',
    email: waybill.sign_document.email ?? '',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await post.mutateAsync(values);
      showToast(t('authorisation.sent'));
    } catch (error) {
      if (error instanceof ApiError && !showServerErrors(form, error)) showToast(error.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('authorisation.importer')}>
      <FormLayout
        footer={
          <Button block type="submit" color="primary" size="large" loading={post.isPending}>
            {t('authorisation.send')}
          </Button>
        }
      >
        <TextField
          control={form.control}
          name="importer_name"
          label={t('authorisation.name')}
          required
          autoComplete="name"
        />
        <TextField
          control={form.control}
          name="id_number"
          label={t('authorisation.idNumber')}
          required
          autoCapitalize="characters"
        />
        <TextField
          control={form.control}
          name="email"
          label={t('authorisation.email')}
          required
          type="email"
          autoComplete="email"
        />
      </FormLayout>
    </form>
  );
}

function SignForm({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation(['waybills', 'common']);
  const sign = useSignDocument();
  const [signature, setSignature] = useState('');
  const [agree, setAgree] = useState(false);
  const submit = async () => {
    if (!agree) return showToast(translateMessage('auth.agreeTerms'));
    if (signature.trim().length < 2) return showToast(translateMessage('validation.required'));
    try {
      await sign.mutateAsync({ shipment_id: waybill.id, signature: signature.trim(), agree: true });
      showToast(t('authorisation.signed'));
    } catch (error) {
      if (error instanceof ApiError) showToast(error.message);
    }
  };
  return (
    <section className="waybills-section" aria-label={t('authorisation.sign')}>
      <h2>{t('authorisation.sign')}</h2>
      <p className="waybills-muted">
        {t('authorisation.signText', { name: waybill.sign_document.importer_name ?? '' })}
      </p>
      <Input
        aria-label={t('authorisation.signature')}
        placeholder={t('authorisation.signature')}
        value={signature}
        onChange={setSignature}
      />
      <Checkbox checked={agree} onChange={setAgree}>
        {t('authorisation.agree')}
      </Checkbox>
      <div className="page-actions">
        <Button block color="primary" loading={sign.isPending} onClick={() => void submit()}>
          {t('authorisation.sign')}
        </Button>
      </div>
    </section>
  );
}
