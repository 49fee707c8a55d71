// Everything at once. Pages that want only some blocks import their entries instead
// ('@nsv/embeds/weather-report', ...); the renderer alone is '@nsv/embeds/embed-renderer'.
export * from './button';
export * from './embed-renderer';
export * from './weather-report';
export * from './page-list';
export * from './editorial-note';
export * from './social-post';
export * from './image-gallery';
export * from './newsletter-signup';
export * from './rich-media';
export * from './sport-match';
export * from './video';
export * from './weblog-list';
export type { Image, MediaOptions } from './types';
export type { BlockIdOptions } from './lib/block-id';
export { buildSrcSet, candidateWidths, mediaUrl, IMAGE_WIDTHS } from './lib/media';
export { ResponsiveImage, type ResponsiveImageProps } from './lib/responsive-image';
