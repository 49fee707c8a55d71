export { SocialPost, type SocialPostProps } from './social-post';
export { socialEmbedUrl, NETWORK_NAMES } from './social-embed';
export type { SocialPostData, SocialNetwork } from '../types';
