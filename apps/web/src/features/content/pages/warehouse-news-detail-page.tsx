import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useWarehouseNewsItem } from '../api/get-warehouse-news';
import { ContentArticle } from '../components/content-article';
import { QueryView } from '../components/query-view';
import { idParam } from '../utils/links';
import '../content.css';

/** One item of warehouse news. */
export default function WarehouseNewsDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const news = useWarehouseNewsItem(idParam(params.get('id')));
  return (
    <div className="content-page">
      <QueryView query={news} emptyTitle={t('notFound')}>
        {(item) => <ContentArticle item={item} />}
      </QueryView>
    </div>
  );
}
