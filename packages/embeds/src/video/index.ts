export { Video, type VideoProps } from './video';
export { resolveVideoSource, type VideoSource } from './video-source';
export type { VideoData } from '../types';
