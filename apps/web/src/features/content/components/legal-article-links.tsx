import { LEGAL_ARTICLE_SLUGS, type LegalArticle } from '@parcelway/domain';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpArticle } from '../api/get-help-articles';
import { ContentArticle } from './content-article';
import { QueryView } from './query-view';
import '../content.css';

/**
 * The terms of service and the privacy policy a customer agrees to, each opened over the form that asks for the
 * agreement (sign-up): read without an account, and closed again with what was typed still there.
 */
export function LegalArticleLinks() {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState<LegalArticle | null>(null);
  return (
    <div className="content-legal-links">
      {(Object.keys(LEGAL_ARTICLE_SLUGS) as LegalArticle[]).map((article) => (
        <button key={article} type="button" className="content-legal-link" onClick={() => setOpen(article)}>
          {t(`legal.${article}`)}
        </button>
      ))}
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        bodyClassName="content-legal-popup"
        destroyOnClose
      >
        {open && <LegalArticleSheet article={open} onClose={() => setOpen(null)} />}
      </Popup>
    </div>
  );
}

function LegalArticleSheet({ article, onClose }: { article: LegalArticle; onClose: () => void }) {
  const { t } = useTranslation('content');
  const query = useHelpArticle(LEGAL_ARTICLE_SLUGS[article]);
  return (
    <section role="dialog" aria-label={t(`legal.${article}`)} aria-modal="true">
      <QueryView query={query} emptyTitle={t('notFound')}>
        {(item) => <ContentArticle item={item} />}
      </QueryView>
      <div className="page-actions">
        <Button block color="primary" onClick={onClose}>
          {t('legal.close')}
        </Button>
      </div>
    </section>
  );
}
