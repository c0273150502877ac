import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { PATHS } from '../../../lib/routes-paths';
import { useHelpCollections } from '../api/get-help-collections';
import { useNotices } from '../api/get-notices';
import { QueryView } from '../components/query-view';
import { SummaryList } from '../components/summary-list';
import { replayTour } from '../tour/tour-state';
import '../content.css';

/** Help centre: search every article, browse the collections, read the notices, contact us, replay Home's tour. */
export default function HelpCenterPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const collections = useHelpCollections();
  const notices = useNotices();

  return (
    <div className="content-page">
      <KeywordSearch
        className="content-search"
        label={t('help.search')}
        onKeyword={(keyword) => keyword && navigate(`${PATHS.helpCenterList}?keyword=${encodeURIComponent(keyword)}`)}
      />
      <QueryView query={collections} emptyTitle={t('help.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <List header={t('help.collections')}>
            {list.map((collection) => (
              <List.Item
                key={collection.id}
                description={collection.summary || undefined}
                extra={t('help.articleCount', { count: collection.article_count })}
                onClick={() => navigate(`${PATHS.helpCenterList}?collection_id=${collection.id}`)}
              >
                {collection.title}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
      {notices.data && notices.data.length > 0 && (
        <SummaryList items={notices.data} detailPath={PATHS.noticeDetail} label={t('notices.title')} />
      )}
      <List>
        <List.Item onClick={() => navigate(PATHS.needHelp)}>{t('help.contactUs')}</List.Item>
        <List.Item
          onClick={() => {
            replayTour();
            navigate(PATHS.home);
          }}
        >
          {t('tour.replay')}
        </List.Item>
      </List>
    </div>
  );
}
