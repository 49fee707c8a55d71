export { ImageGallery, type ImageGalleryProps } from './image-gallery';
export { Lightbox, type LightboxProps } from './lightbox';
export type { ImageGalleryData, GalleryImage } from '../types';
