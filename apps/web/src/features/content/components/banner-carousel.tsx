import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../../lib/session';
import { countBannerClick, useBanners } from '../api/get-banners';
import { destinationOf } from '../utils/links';
import '../content.css';

const SLIDE_MS = 5000;

/** Home's banners: a swipeable row that moves on by itself; a tap is counted and follows the banner's link. */
export function BannerCarousel() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const user = useUserInfo();
  const banners = useBanners(user.data?.store_id);
  const list = banners.data ?? [];
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (list.length < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % list.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [list.length]);

  useEffect(() => {
    const element = track.current;
    if (element) element.scrollTo({ left: element.clientWidth * current, behavior: 'smooth' });
  }, [current]);

  if (list.length === 0) return null;
  return (
    <section className="content-banners" aria-label={t('banners.label')}>
      <ul ref={track} className="content-banner-track">
        {list.map((banner) => {
          const to = destinationOf(banner.link_kind, banner.link_target);
          return (
            <li key={banner.id} className="content-banner">
              <button
                type="button"
                aria-label={banner.title}
                onClick={() => {
                  void countBannerClick(banner.id).catch(() => undefined);
                  if (to) navigate(to);
                }}
              >
                {banner.image_url ? <img src={banner.image_url} alt="" /> : <span>{banner.title}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {list.length > 1 && (
        <div className="content-banner-dots" aria-hidden>
          {list.map((banner, index) => (
            <span key={banner.id} className={index === current ? 'active' : undefined} />
          ))}
        </div>
      )}
    </section>
  );
}
