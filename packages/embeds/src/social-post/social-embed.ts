import type { SocialNetwork } from '../types';

/** How visitors know each network. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
};

/**
 * The address of the network's own embed iframe for a public post URL; undefined when the URL is
 * not a post of that network (then only a link to the post is shown).
 */
export function socialEmbedUrl(network: SocialNetwork, postUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(postUrl);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  switch (network) {
    case 'instagram': {
      const match = host === 'instagram.com' && /^\/(p|reel|tv)\/([\w-]+)/.exec(url.pathname);
      return match ? `https://www.instagram.com/${match[1]}/${match[2]}/embed/` : undefined;
    }
    case 'twitter': {
      const match =
        (host === 'twitter.com' || host === 'x.com') && /\/status\/(\d+)/.exec(url.pathname);
      // The same iframe page that X's widgets.js creates, without running their script on our page.
      return match
        ? `https://platform.twitter.com/embed/Tweet.html?id=${match[1]}&dnt=true`
        : undefined;
    }
    case 'facebook':
      return host === 'facebook.com'
        ? `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(url.href)}&show_text=true&width=500`
        : undefined;
    default:
      return undefined;
  }
}
