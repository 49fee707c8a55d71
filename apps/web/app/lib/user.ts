import type { MeQuery } from '@nsv/graphql';
import { useRouteLoaderData } from 'react-router';

/** The profile part of {@link SiteUser}: what replies, the header and settings show. */
export interface SiteProfile {
  username: string;
  slug: string;
  /** The avatar on the site's own `/media/...` path (never the API's address), or null. */
  avatar: { url: string; width: number; height: number; alt: string } | null;
  signature: string | null;
}

/**
 * The logged-in visitor as the site sees it: the `me` fields it needs plus the derived flags of
 * spec §4 (hasAccount when an email exists, hasProfile when a profile username exists, isAdmin
 * when `me.isAdmin` is true). Never contains the session token.
 */
export interface SiteUser {
  id: string;
  email: string;
  isAdmin: boolean;
  profile: SiteProfile | null;
  hasAccount: boolean;
  hasProfile: boolean;
}

/** Builds a {@link SiteUser} from the API's `me`; `toMediaUrl` rewrites image addresses for the site. */
export function toSiteUser(
  me: NonNullable<MeQuery['me']>,
  toMediaUrl: (url: string) => string = (url) => url,
): SiteUser {
  const profile = me.profile
    ? {
        username: me.profile.username,
        slug: me.profile.slug,
        signature: me.profile.signature,
        avatar: me.profile.avatar
          ? { ...me.profile.avatar, url: toMediaUrl(me.profile.avatar.url) }
          : null,
      }
    : null;
  return {
    id: me.id,
    email: me.email,
    isAdmin: me.isAdmin === true,
    profile,
    hasAccount: me.email.trim() !== '',
    hasProfile: Boolean(profile?.username),
  };
}

/** What the root loader hands every page about the session (see `root.tsx`). */
export interface SessionData {
  user: SiteUser | null;
  /** Set on the response that dropped a dead session cookie: the code of spec §8 to show as a toast. */
  sessionProblem: 'session-not-found' | 'invalid-signature' | null;
}

/**
 * The logged-in visitor from the root loader's data, or null for an anonymous visitor (also on
 * the error page when the root loader failed).
 */
export function useUser(): SiteUser | null {
  const data = useRouteLoaderData<SessionData>('root');
  return data?.user ?? null;
}
