import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { PATHS } from '../../../lib/routes-paths';
import { useHelpArticles } from '../api/get-help-articles';
import { useHelpCollection } from '../api/get-help-collections';
import { QueryView } from '../components/query-view';
import { SummaryList } from '../components/summary-list';
import { idParam } from '../utils/links';
import '../content.css';

/** A collection's articles (?collection_id=) or the articles a search found (?keyword=). */
export default function HelpListPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const collectionId = idParam(params.get('collection_id'));
  const keyword = params.get('keyword')?.trim() || undefined;
  const collection = useHelpCollection(keyword ? undefined : collectionId);
  const found = useHelpArticles({ keyword }, keyword !== undefined);

  return (
    <div className="content-page">
      <KeywordSearch
        className="content-search"
        label={t('help.search')}
        onKeyword={(words) => setParams(words ? { keyword: words } : {}, { replace: true })}
      />
      {keyword ? (
        <QueryView query={found} emptyTitle={t('help.noResults', { keyword })} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <SummaryList items={list} detailPath={PATHS.helpCenterDetail} label={t('help.results', { keyword })} />
          )}
        </QueryView>
      ) : (
        <QueryView query={collection} emptyTitle={t('help.empty')} isEmpty={(detail) => detail.articles.length === 0}>
          {(detail) => <SummaryList items={detail.articles} detailPath={PATHS.helpCenterDetail} label={detail.title} />}
        </QueryView>
      )}
    </div>
  );
}
