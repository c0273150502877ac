import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useZodForm } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { requireMethodDetails, shopperNameMethodsOf } from '../../../lib/payment-method-rules';
import { useBalancePay } from '../api/balance-pay';
import { useProviderPay } from '../api/pay-with-provider';
import type { PayView, WaybillPayRequest } from '../api/types';
import { balanceSplit } from '../utils/amounts';
import { afterProviderPay, type PayChoices, paymentStatusPath, withPayChoices } from '../utils/pay-choices';
import { payActionFor } from '../utils/pay-methods';

/** SPEC §2 Payment: after a successful balance-only payment the customer goes to the status page this much later. */
const BALANCE_PAID_REDIRECT_MS = 1000;

interface PayFormValues {
  method: string | undefined;
  shopper_name: string;
}

/** A method must be chosen ('Please select payment option'); DuitNow needs the shopper's name (SPEC §5). */
function payFormSchema(shopperNameMethods: ReadonlySet<string>) {
  return z
    .object({
      method: z.string({ error: 'payment.selectOption' }).min(1, { error: 'payment.selectOption' }),
      shopper_name: z.string().trim().max(100),
    })
    .superRefine(requireMethodDetails(shopperNameMethods, { proof: false })) as unknown as z.ZodType<
    { method: string; shopper_name: string },
    PayFormValues
  >;
}

interface WaybillPayOptions {
  view: PayView;
  choices: PayChoices;
  onWechatLink: (link: string) => void;
  /** Asks for the pay view again after a refusal: the amount or the balance may have moved. */
  onRefresh: () => void;
}

/**
 * Paying a waybill from the pay page: the method form, what combining with the balance splits, and the payment
 * itself: from the balance at once, on the method's own screen, or at the provider (its page, or WeChat's link).
 */
export function useWaybillPay({ view, choices, onWechatLink, onRefresh }: WaybillPayOptions) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const balancePay = useBalancePay();
  const providerPay = useProviderPay();
  const idempotency = useIdempotencyKey();
  const shopperNameMethods = shopperNameMethodsOf(view.methods);
  const form = useZodForm(payFormSchema(shopperNameMethods), { method: undefined, shopper_name: '' });
  const chosen = view.methods.find((method) => method.code === form.watch('method'));
  const balanceHeld = Number(view.balance) > 0;
  // Combining is for a balance that pays part: one that covers everything pays alone.
  const canCombine = balanceHeld && !view.balance_covers;
  const combinePay = canCombine && choices.combinePay;
  const split = combinePay ? balanceSplit(view.payable, view.balance, view.currency, true) : null;
  // The choices as shown: the currency the server answered in (the warehouse's when none was chosen).
  const current = { ...choices, currency: view.currency };

  const request: WaybillPayRequest = {
    shipmentId: choices.waybillId,
    amount: view.payable,
    currency: view.currency,
    combinePay,
    usePoints: view.use_points,
    couponId: view.coupon?.id,
  };

  const failed = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    Toast.show({ icon: 'fail', content: error.message });
    onRefresh();
  };

  const payFromBalance = async () => {
    const balanceOnly = { ...request, combinePay: false };
    const answer = await balancePay.mutateAsync({ request: balanceOnly, key: idempotency.keyFor(balanceOnly) });
    Toast.show({ icon: 'success', content: answer.msg });
    window.setTimeout(
      () => navigate(paymentStatusPath(choices.waybillId, answer.data.attempt_id), { replace: true }),
      BALANCE_PAID_REDIRECT_MS,
    );
  };

  const payAtProvider = async (method: string, shopperName: string, endpoint: string, wechatLink: boolean) => {
    const providerRequest = {
      ...request,
      method,
      shopperName: shopperNameMethods.has(method) ? shopperName : undefined,
    };
    const answer = await providerPay.mutateAsync({
      endpoint,
      request: providerRequest,
      key: idempotency.keyFor(providerRequest),
    });
    const next = afterProviderPay(answer, choices.waybillId);
    if ('path' in next) navigate(next.path, { replace: true });
    else if (wechatLink) onWechatLink(next.providerPage);
    else {
      Toast.show({ icon: 'loading', content: t('pay.redirecting'), duration: 0 });
      window.location.assign(next.providerPage);
    }
  };

  const pay = form.handleSubmit(
    async (values) => {
      const action = payActionFor(values.method);
      if (!action) return;
      if (action.kind === 'screen') {
        navigate(withPayChoices(action.path, { ...current, combinePay }));
        return;
      }
      try {
        if (action.kind === 'balance') await payFromBalance();
        else await payAtProvider(values.method, values.shopper_name, action.endpoint, action.kind === 'wechatLink');
      } catch (error) {
        failed(error);
      }
    },
    (errors) => {
      if (errors.method) Toast.show({ content: translateMessage('payment.selectOption') });
    },
  );

  return {
    form,
    chosen,
    canCombine,
    combinePay,
    split,
    current,
    busy: balancePay.isPending || providerPay.isPending,
    pay,
  };
}

export type WaybillPayment = ReturnType<typeof useWaybillPay>;
