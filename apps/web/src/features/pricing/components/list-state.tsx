import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A reference list inside a field: dots while it loads, a retry button when it failed. */
export function ListState({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation(['pricing', 'common']);
  if (query.isPending) return <DotLoading color="primary" />;
  if (!query.isError) return null;
  return (
    <div className="pricing-muted">
      {t('form.listFailed')}{' '}
      <Button size="small" onClick={() => void query.refetch()}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
