import webpush from 'web-push';
import type { StoredSubscription } from '../db/schema.js';

/** The VAPID identity of an application. */
export interface VapidIdentity {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** Outcome of one push to one subscription. */
export type DeliveryResult =
  { ok: true; status: number } | { ok: false; status: number | null; gone: boolean; error: string };

/** Sends one encrypted web push message. */
export interface PushSender {
  send: (
    vapid: VapidIdentity,
    subscription: StoredSubscription,
    payload: string,
  ) => Promise<DeliveryResult>;
}

/** Options of the web push sender. */
export interface WebPushOptions {
  /** Seconds the push service keeps an undelivered message (default four weeks, as the spec of web-push). */
  ttl?: number;
  /** Abort a push request after this many milliseconds (default 10 s). */
  timeoutMs?: number;
  /** The fetch used to reach push services (default: global fetch). */
  fetch?: typeof fetch;
}

/**
 * Web push with RFC 8291 (aes128gcm) payload encryption and RFC 8292 VAPID, built by `web-push`.
 * We send the prepared request with fetch rather than `webpush.sendNotification` because the latter
 * only speaks https, and a local http endpoint is what our tests (and a local push relay) use.
 */
export function createWebPushSender(options: WebPushOptions = {}): PushSender {
  const { ttl = 2_419_200, timeoutMs = 10_000, fetch: fetchImpl = fetch } = options;
  return {
    async send(vapid, subscription, payload) {
      const details = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        TTL: ttl,
        urgency: 'normal',
      });
      try {
        const response = await fetchImpl(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Drain the body so the connection can be reused.
        await response.arrayBuffer();
        if (response.ok) return { ok: true, status: response.status };
        // 404 and 410 mean the subscription is gone for good (RFC 8030 §7.3).
        const gone = response.status === 404 || response.status === 410;
        return {
          ok: false,
          status: response.status,
          gone,
          error: `push service answered ${response.status}`,
        };
      } catch (error) {
        return {
          ok: false,
          status: null,
          gone: false,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}

/** Generates a new VAPID key pair (P-256, URL-safe base64). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
