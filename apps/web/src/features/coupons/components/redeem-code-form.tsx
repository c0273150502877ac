import { exchangeCouponSchema } from '@parcelway/domain';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useExchangeCoupon } from '../api/claim-coupon';

/** SPEC §5: redemption needs a code — the same sentence the server answers. */
const codeSchema = exchangeCouponSchema.extend({
  code: z.string().trim().min(1, { error: 'coupon.codeRequired' }).max(40),
});

/** Redeem a coupon code; the server's reason (unknown, expired, all claimed, already yours) shows under the box. */
export function RedeemCodeForm() {
  const { t } = useTranslation('coupons');
  const exchange = useExchangeCoupon();
  const form = useZodForm(codeSchema, { code: '' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const coupon = await exchange.mutateAsync(values);
      form.reset({ code: '' });
      Toast.show({ icon: 'success', content: t('redeem.done', { title: coupon.title }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) Toast.show({ content: error.message });
    }
  });
  return (
    <form className="coupons-redeem" onSubmit={submit} noValidate aria-label={t('redeem.title')}>
      <FormLayout>
        <TextField
          control={form.control}
          name="code"
          label={t('redeem.code')}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t('redeem.placeholder')}
        />
      </FormLayout>
      <Button block color="primary" type="submit" loading={exchange.isPending}>
        {t('redeem.submit')}
      </Button>
    </form>
  );
}
