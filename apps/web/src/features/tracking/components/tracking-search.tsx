import { trackingNumberSchema } from '@parcelway/domain';
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';

/**
 * A box for any tracking number: refuses what the server would refuse (same rule, same sentence) before asking,
 * and hands on the number as the server will read it.
 */
export function TrackingSearch({
  initial = '',
  onSearch,
  className,
}: {
  initial?: string;
  onSearch: (trackingNumber: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('tracking');
  const [problem, setProblem] = useState('');
  const search = (value: string) => {
    const parsed = trackingNumberSchema.safeParse(value);
    if (!parsed.success) {
      setProblem(translateMessage(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setProblem('');
    onSearch(parsed.data);
  };
  return (
    <div className={className}>
      <SearchBar
        defaultValue={initial}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        onSearch={search}
        onClear={() => setProblem('')}
      />
      {problem && (
        <p className="tracking-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
