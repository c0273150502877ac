import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNotice } from '../api/get-notices';
import { ContentArticle } from '../components/content-article';
import { QueryView } from '../components/query-view';
import { idParam } from '../utils/links';
import '../content.css';

/** One notice. */
export default function NoticeDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const notice = useNotice(idParam(params.get('id')));
  return (
    <div className="content-page">
      <QueryView query={notice} emptyTitle={t('notFound')}>
        {(item) => <ContentArticle item={item} />}
      </QueryView>
    </div>
  );
}
