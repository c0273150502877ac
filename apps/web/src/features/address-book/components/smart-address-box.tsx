import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type ParsedAddress, useSmartAddress } from '../api/smart-address';

/** Paste a whole address (from a chat or a shop's order page) and have the form filled from it. */
export function SmartAddressBox({
  countryId,
  onParsed,
}: {
  countryId: number | null;
  onParsed: (parsed: ParsedAddress) => void;
}) {
  const { t } = useTranslation('addressBook');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const smart = useSmartAddress();

  const recognise = async () => {
    setProblem(null);
    if (!text.trim()) {
      setProblem(t('smart.empty'));
      return;
    }
    try {
      onParsed(await smart.mutateAsync({ text, country_id: countryId }));
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section className="address-book-smart" aria-labelledby="smart-address-title">
      <h2 id="smart-address-title" className="address-book-smart-title">
        {t('smart.title')}
      </h2>
      <p className="address-book-muted">{t('smart.hint')}</p>
      <label htmlFor="smart-address-text" className="visually-hidden">
        {t('smart.label')}
      </label>
      <TextArea
        id="smart-address-text"
        className="address-book-smart-text"
        placeholder={t('smart.placeholder')}
        value={text}
        onChange={setText}
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
      {problem && (
        <div className="adm-form-item-feedback-error" role="alert">
          {problem}
        </div>
      )}
      <div className="address-book-smart-actions">
        <Button size="small" onClick={() => setText('')} disabled={!text}>
          {t('smart.clear')}
        </Button>
        <Button size="small" color="primary" loading={smart.isPending} onClick={() => void recognise()}>
          {t('smart.recognise')}
        </Button>
      </div>
    </section>
  );
}
