export { WeblogList, type WeblogListProps, WEBLOG_INTRODUCTION_LENGTH } from './weblog-list';
export type { WeblogListData } from '../types';
