export { Banner, type BannerProps, type BannerLink } from './Banner';
