export { PageList, type PageListProps, PAGE_LIST_INTRODUCTION_LENGTH } from './page-list';
export type { PageListData } from '../types';
