import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../../lib/session';
import { countFlashNewsClick, useFlashNews } from '../api/get-flash-news';
import { destinationOf } from '../utils/links';
import '../content.css';

const LINE_MS = 4000;

/** Home's flash news: one line at a time; a tap is counted and follows the line's link. */
export function FlashNewsTicker() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const user = useUserInfo();
  const news = useFlashNews(user.data?.store_id);
  const list = news.data ?? [];
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (list.length < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % list.length), LINE_MS);
    return () => clearInterval(timer);
  }, [list.length]);

  const line = list[current % Math.max(list.length, 1)];
  if (!line) return null;
  const to = destinationOf(line.link_kind, line.link_target);
  return (
    <section className="content-ticker" aria-label={t('flashNews.label')} aria-live="polite">
      <span className="content-ticker-badge">{t('flashNews.badge')}</span>
      <button
        type="button"
        onClick={() => {
          void countFlashNewsClick(line.id).catch(() => undefined);
          if (to) navigate(to);
        }}
      >
        {line.title}
      </button>
    </section>
  );
}
