export { RichMedia, type RichMediaProps } from './rich-media';
export type { RichMediaData } from '../types';
