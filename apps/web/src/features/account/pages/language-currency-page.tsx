import { isLanguage, LANGUAGES, type Language } from '@parcelway/domain';
import { CheckList, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { changeLanguage } from '../../../lib/i18n';
import { useCurrencies } from '../../../lib/reference-data';
import { useUserInfo } from '../../../lib/session';
import { STORAGE_KEYS, writeText } from '../../../lib/storage';
import { useUpdateUser } from '../api/update-user';

/** Language & Currency: the app's language (kept on the server too) and the currency the customer pays in. */
export default function LanguageCurrencyPage() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const user = useUserInfo();
  const currencies = useCurrencies();
  const update = useUpdateUser();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'cn';
  const payable = (currencies.data ?? []).filter((currency) => currency.payable);

  const chooseLanguage = async (next: Language) => {
    if (next === language) return;
    // The server answers a logged-in customer in the language it has stored (not the `lang` header), so it
    // learns the new one first; otherwise lists refetched for the new language would come back in the old one.
    let saved = true;
    try {
      await update.mutateAsync({ language: next });
    } catch (error) {
      saved = false;
      Toast.show({ content: (error as Error).message });
    }
    await changeLanguage(next);
    // `t` of this render still speaks the previous language; i18n.t speaks the new one.
    if (saved) Toast.show({ icon: 'success', content: i18n.t('account:langCurrency.languageSaved') });
  };

  const chooseCurrency = async (currencyId: number) => {
    if (currencyId === user.data?.currency_id) return;
    try {
      await update.mutateAsync({ currency_id: currencyId });
      writeText(STORAGE_KEYS.currentCurrency, String(currencyId));
      Toast.show({ icon: 'success', content: t('account:langCurrency.currencySaved') });
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    }
  };

  return (
    <div className="account-page">
      <section aria-labelledby="language-heading">
        <h2 id="language-heading" className="account-section-title">
          {t('account:langCurrency.language')}
        </h2>
        <CheckList
          mode="card"
          value={[language]}
          disabled={update.isPending}
          onChange={(values) => {
            const next = values[0];
            if (isLanguage(next)) void chooseLanguage(next);
          }}
        >
          {LANGUAGES.map((code) => (
            <CheckList.Item key={code} value={code}>
              {t(`common:languages.${code}`)}
            </CheckList.Item>
          ))}
        </CheckList>
      </section>
      <section aria-labelledby="currency-heading">
        <h2 id="currency-heading" className="account-section-title">
          {t('account:langCurrency.currency')}
        </h2>
        <p className="account-hint account-section-hint">{t('account:langCurrency.currencyHint')}</p>
        {currencies.isPending && <LoadingBlock className="account-loading" lines={6} />}
        {currencies.isError && (
          <LoadFailed
            className="account-state-block"
            error={currencies.error}
            onRetry={() => void currencies.refetch()}
          />
        )}
        {currencies.isSuccess && (
          <CheckList
            mode="card"
            value={user.data ? [user.data.currency_id] : []}
            disabled={update.isPending || !user.data}
            onChange={(values) => {
              const next = values[0];
              if (typeof next === 'number') void chooseCurrency(next);
            }}
          >
            {payable.map((currency) => (
              <CheckList.Item
                key={currency.id}
                value={currency.id}
                description={currency.name}
                aria-label={`${currency.code} ${currency.name}`}
              >
                {currency.code} <span className="account-muted">{currency.symbol}</span>
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </section>
    </div>
  );
}
