// What app/ composes from the content feature (Home shows the banners, the flash news and the way to the help centre).
export { BannerCarousel } from './components/banner-carousel';
export { FlashNewsTicker } from './components/flash-news-ticker';
export { HelpCentreLink } from './components/help-centre-link';
export { LegalArticleLinks } from './components/legal-article-links';
export { UnreadBadge } from './components/unread-badge';
export { HomeTour } from './tour/home-tour';
