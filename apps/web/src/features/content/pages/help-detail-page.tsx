import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showToast } from '../../../lib/feedback';
import { hasToken } from '../../../lib/session';
import { useHelpArticle } from '../api/get-help-articles';
import { useSendArticleFeedback } from '../api/send-article-feedback';
import { ContentArticle } from '../components/content-article';
import { QueryView } from '../components/query-view';
import { articleRefParam } from '../utils/article-ref';
import '../content.css';

/** A help article, with "was this helpful?" for a signed-in customer. */
export default function HelpDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const article = useHelpArticle(articleRefParam(params.get('id')));
  const feedback = useSendArticleFeedback();

  const answer = (id: number, helpful: boolean) =>
    feedback.mutate({ id, helpful }, { onSuccess: () => showToast(t('feedback.thanks')) });

  return (
    <div className="content-page">
      <QueryView query={article} emptyTitle={t('notFound')}>
        {(item) => (
          <ContentArticle item={item}>
            {hasToken() && (
              <section className="content-feedback" aria-label={t('feedback.question')}>
                <span>{t('feedback.question')}</span>
                <Button
                  size="small"
                  color={item.helpful === true ? 'primary' : 'default'}
                  aria-pressed={item.helpful === true}
                  onClick={() => answer(item.id, true)}
                >
                  {t('feedback.yes')}
                </Button>
                <Button
                  size="small"
                  color={item.helpful === false ? 'primary' : 'default'}
                  aria-pressed={item.helpful === false}
                  onClick={() => answer(item.id, false)}
                >
                  {t('feedback.no')}
                </Button>
              </section>
            )}
          </ContentArticle>
        )}
      </QueryView>
    </div>
  );
}
