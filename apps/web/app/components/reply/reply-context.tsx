import { createContext, useContext } from 'react';

/** The article the reply section belongs to, given by the article route. */
export interface ReplyArticle {
  id: string;
  path: string;
  isReplyAllowed: boolean;
}

export const ReplyArticleContext = createContext<ReplyArticle | null>(null);

/** The article of the reply section, or null outside an article page (read-only list). */
export function useReplyArticle(): ReplyArticle | null {
  return useContext(ReplyArticleContext);
}
