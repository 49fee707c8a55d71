import webpush from 'web-push';
import type { StoredSubscription } from '../db/schema.js';
import { RefusedTargetError, sendOutbound, type OutboundPolicy } from '../net/outbound.js';

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
  /**
   * Which endpoints may be pushed to (default: public https endpoints only). Subscription endpoints
   * are chosen by whoever registers a device, so each push is guarded like a webhook (decision 0454).
   */
  outbound?: OutboundPolicy;
}

/**
 * Web push with RFC 8291 (aes128gcm) payload encryption and RFC 8292 VAPID, built by `web-push`.
 * We send the prepared request ourselves rather than with `webpush.sendNotification`: that one only
 * speaks https (a local http endpoint is what our tests and a local push relay use), and it would
 * connect to whatever the endpoint's name resolves to, where ours connects only to checked addresses.
 */
export function createWebPushSender(options: WebPushOptions = {}): PushSender {
  const {
    ttl = 2_419_200,
    timeoutMs = 10_000,
    outbound = { allowPrivateTargets: false },
  } = options;
  return {
    async send(vapid, subscription, payload) {
      const details = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        TTL: ttl,
        urgency: 'normal',
      });
      try {
        if (!outbound.allowPrivateTargets && !details.endpoint.startsWith('https:')) {
          // Stored before the endpoint check, or by a provider that allowed private targets then.
          throw new RefusedTargetError('push endpoints must be https URLs');
        }
        const { status } = await sendOutbound(
          details.endpoint,
          {
            method: details.method,
            headers: details.headers as Record<string, string>,
            body: details.body,
            timeoutMs,
          },
          outbound,
        );
        if (status >= 200 && status < 300) return { ok: true, status };
        // 404 and 410 mean the subscription is gone for good (RFC 8030 §7.3).
        const gone = status === 404 || status === 410;
        return { ok: false, status, gone, error: `push service answered ${status}` };
      } catch (error) {
        return {
          ok: false,
          status: null,
          gone: false,
          error:
            error instanceof RefusedTargetError
              ? `endpoint refused: ${error.message}`
              : error instanceof Error
                ? error.message
                : String(error),
        };
      }
    },
  };
}

/** Generates a new VAPID key pair (P-256, URL-safe base64). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
