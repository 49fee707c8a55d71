/**
 * The text of a reply being written, kept in the tab's session storage while the member types:
 * a reply that could not be posted (the session had ended, the page was reloaded or left) is back
 * in the form when the member returns to the article in the same tab. Session storage, not local
 * storage: a draft does not outlive the tab, so it is not left behind on a shared computer.
 * Storage can be unavailable (blocked, full, private modes): the form then works without drafts.
 */
const draftKey = (articleId: string) => `nsv:reactie-concept:${articleId}`;

/** The kept draft for an article, or null. */
export function readReplyDraft(articleId: string): string | null {
  try {
    return window.sessionStorage.getItem(draftKey(articleId));
  } catch {
    return null;
  }
}

/** Keeps the text as the article's draft; an empty text drops it. */
export function keepReplyDraft(articleId: string, text: string): void {
  try {
    if (text.trim()) window.sessionStorage.setItem(draftKey(articleId), text);
    else window.sessionStorage.removeItem(draftKey(articleId));
  } catch {
    // Without storage there is no draft; the form still works.
  }
}

/** Drops the article's draft (the reply was posted). */
export function dropReplyDraft(articleId: string): void {
  keepReplyDraft(articleId, '');
}
