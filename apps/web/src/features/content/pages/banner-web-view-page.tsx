import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/query-states';
import { useGoBack } from '../../../lib/navigation';
import { webViewUrl } from '../utils/links';
import '../content.css';

/**
 * A banner's web page inside the app, with a way back. The frame is sandboxed: the page runs its own scripts but
 * cannot reach the app's storage or navigate the app; a page that refuses framing can still be opened outside.
 */
export default function BannerWebViewPage() {
  const { t } = useTranslation('content');
  const { search } = useLocation();
  const url = webViewUrl(search);
  const back = useGoBack();

  if (!url) return <EmptyState className="content-state" title={t('webView.invalid')} />;
  return (
    <div className="content-web-view">
      <div className="content-web-view-bar">
        <Button size="small" onClick={back}>
          {t('webView.back')}
        </Button>
        <span>{new URL(url).host}</span>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('webView.openOutside')}
        </a>
      </div>
      <iframe
        title={t('webView.title')}
        src={url}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
