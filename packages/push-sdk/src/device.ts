import { DEFAULT_LANGUAGE, DEFAULT_REGION, SDK_VERSION } from './constants.js';
import type { ResolvedConfig } from './config.js';
import type { Platform } from './platform.js';
import type { Device, DevicePayload } from './types.js';

/** Language and region from a BCP 47 tag such as `nl-NL`, with the `en`/`US` fallback. */
export function languageAndRegion(tag: string | undefined): { language: string; region: string } {
  const match = /^([a-zA-Z]{2,3})(?:[-_](?:[a-zA-Z]{4}[-_])?([a-zA-Z]{2}|\d{3}))?/.exec(tag ?? '');
  return {
    language: match?.[1]?.toLowerCase() ?? DEFAULT_LANGUAGE,
    region: match?.[2]?.toUpperCase() ?? DEFAULT_REGION,
  };
}

/** Hours east of UTC at `now` (Amsterdam: 1 in winter, 2 in summer). */
export function timeZoneOffsetHours(now: number): number {
  // getTimezoneOffset() counts minutes west of UTC, so the sign flips; `|| 0` turns -0 into 0.
  return -new Date(now).getTimezoneOffset() / 60 || 0;
}

/** The device data sent on registration and update, keeping the user fields of `previous`. */
export function buildDevicePayload(
  config: ResolvedConfig,
  platform: Platform,
  previous?: Partial<Device>,
): DevicePayload {
  const detected = languageAndRegion(platform.navigator?.language);
  const payload: DevicePayload = {
    language: config.language ?? detected.language,
    region: config.region ?? detected.region,
    platform: 'Web',
    sdkVersion: SDK_VERSION,
    appVersion: config.applicationVersion,
    userAgent: platform.navigator?.userAgent ?? '',
    timeZoneOffset: timeZoneOffsetHours(platform.clock.now()),
  };
  if (previous?.userID !== undefined) payload.userID = previous.userID;
  if (previous?.userName !== undefined) payload.userName = previous.userName;
  if (previous?.dnd !== undefined) payload.dnd = previous.dnd;
  if (previous?.userData !== undefined) payload.userData = previous.userData;
  if (previous?.subscription !== undefined) payload.subscription = previous.subscription;
  return payload;
}
