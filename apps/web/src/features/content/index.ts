// What app/ composes from the content feature (Home shows the banners and the flash news).
export { BannerCarousel } from './components/banner-carousel';
export { FlashNewsTicker } from './components/flash-news-ticker';
