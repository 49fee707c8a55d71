import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { Session } from '../auth/session.js';
import type { Services } from '../context.js';
import { images, profiles } from '../db/schema.js';
import { ApiError, type ErrorCode } from '../errors.js';
import { overLimit, type Limit } from '../lib/rate-limit.js';
import { mediaUrl } from '../schema/shared.js';

/** The path of the upload endpoint (POST, bearer token; multipart field `avatar` or the raw image). */
export const AVATAR_PATH = '/media/avatar';
/** The largest upload accepted, in bytes (5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The largest width and height accepted, in pixels. */
export const AVATAR_MAX_DIMENSION = 4000;
/** Stored avatars are scaled down to fit this square (never up): enough for every place they show. */
export const AVATAR_STORED_DIMENSION = 512;
/** Slack for the multipart envelope around the file (boundaries, part headers, small fields). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Uploads per user: re-encoding is expensive, so a handful per ten minutes. */
export const AVATAR_LIMIT: Limit = { name: 'avatar', max: 10, windowMs: 10 * 60_000 };
/** The formats sharp must find in the bytes (the name and the declared type do not count). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Where avatars live under the media folder. */
const AVATAR_FOLDER = 'avatars';

/** Dutch messages of the upload's own refusals. */
export const avatarMessages = {
  type: 'Kies een afbeelding in JPG-, PNG- of WebP-formaat.',
  size: `De afbeelding is te groot: maximaal ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
  dimensions: `De afbeelding is te groot: maximaal ${AVATAR_MAX_DIMENSION} × ${AVATAR_MAX_DIMENSION} pixels.`,
  missing: 'Kies een afbeelding om te uploaden.',
  profile: 'Maak eerst je profiel aan.',
} as const;

type ResponseClass = typeof Response;

/** Thrown inside the handler for a refusal with an HTTP status; turned into a JSON answer. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const refuseInvalid = (status: number, message: string) =>
  new Refusal(status, 'validation-failed', message, { field: 'avatar' });

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/** Reads at most `limit` bytes of the body; refuses (413) as soon as it is longer. */
async function readLimited(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw refuseInvalid(413, avatarMessages.size);
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw refuseInvalid(413, avatarMessages.size);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The image bytes of the request: the multipart field `avatar`, or the whole body. */
async function imageBytes(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return readLimited(request, AVATAR_MAX_BYTES);
  }
  const body = await readLimited(request, AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw refuseInvalid(400, avatarMessages.missing);
  }
  const file = form.get('avatar');
  if (!file || typeof file === 'string') throw refuseInvalid(400, avatarMessages.missing);
  if (file.size > AVATAR_MAX_BYTES) throw refuseInvalid(413, avatarMessages.size);
  return Buffer.from(await file.arrayBuffer());
}

/** Checks the bytes with sharp and re-encodes them as WebP without metadata. */
async function reencode(bytes: Buffer): Promise<{ body: Buffer; width: number; height: number }> {
  if (bytes.length === 0) throw refuseInvalid(400, avatarMessages.missing);
  let meta: Metadata;
  try {
    // limitInputPixels guards against decompression bombs before anything is decoded.
    meta = await sharp(bytes, { limitInputPixels: AVATAR_MAX_DIMENSION ** 2 }).metadata();
  } catch {
    throw refuseInvalid(415, avatarMessages.type);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw refuseInvalid(415, avatarMessages.type);
  if (!meta.width || !meta.height) throw refuseInvalid(415, avatarMessages.type);
  if (meta.width > AVATAR_MAX_DIMENSION || meta.height > AVATAR_MAX_DIMENSION)
    throw refuseInvalid(413, avatarMessages.dimensions);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    const { data, info } = await sharp(bytes, {
      failOn: 'error',
      limitInputPixels: AVATAR_MAX_DIMENSION ** 2,
    })
      .rotate()
      .resize({
        width: AVATAR_STORED_DIMENSION,
        height: AVATAR_STORED_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    throw refuseInvalid(415, avatarMessages.type);
  }
}

/** Writes a file under a temporary name first, so the media endpoint never serves half of it. */
async function writeAtomically(file: string, body: Buffer) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, body);
  await fs.rename(temp, file);
}

/** What the avatar handler needs of the API's services. */
export type AvatarServices = Pick<
  Services,
  'db' | 'env' | 'logger' | 'rateLimits' | 'invalidateContent'
>;

/**
 * Handles `POST /media/avatar`: the logged-in user's new avatar. Checks the bytes (JPEG, PNG or WebP
 * by content, at most {@link AVATAR_MAX_BYTES} and {@link AVATAR_MAX_DIMENSION} px square), re-encodes
 * them as WebP without metadata under a new unguessable key, points the profile's `avatar_key` at it,
 * removes the previous upload and answers `{ url, width, height }` (the media endpoint serves it,
 * also with `?w=`). Refusals answer `{ error: { code, message, field? } }` with a fitting status.
 */
export function createAvatarHandler(services: AvatarServices) {
  const root = path.resolve(services.env.mediaDir);

  return async function handleAvatar(
    request: Request,
    R: ResponseClass = Response,
  ): Promise<Response> {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new R(JSON.stringify(body), {
        status,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          ...headers,
        },
      });
    if (request.method !== 'POST')
      return json(
        405,
        { error: { code: 'validation-failed', message: 'Methode niet toegestaan' } },
        { allow: 'POST' },
      );
    try {
      const auth = await new Session(
        services.db,
        services.env.sessionSecret,
        bearer(request),
      ).require();
      const wait = await overLimit(services.rateLimits, AVATAR_LIMIT, auth.user.id);
      if (wait !== null) {
        const seconds = Math.max(1, Math.ceil(wait));
        throw new Refusal(429, 'rate-limited', 'Te veel uploads. Probeer het later opnieuw.', {
          retryAfter: seconds,
        });
      }
      const [profile] = await services.db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, auth.user.id))
        .limit(1);
      if (!profile) throw refuseInvalid(409, avatarMessages.profile);

      const { body, width, height } = await reencode(await imageBytes(request));
      const key = `${AVATAR_FOLDER}/${randomBytes(16).toString('hex')}.webp`;
      await writeAtomically(path.join(root, key), body);
      await services.db
        .insert(images)
        .values({ key, width, height, alt: `Avatar van ${profile.username}` });
      await services.db
        .update(profiles)
        .set({ avatarKey: key, updatedAt: new Date() })
        .where(eq(profiles.id, profile.id));
      await removePrevious(profile.avatarKey);
      // Replies show the avatar: cached anonymous pages with this user's replies are stale now.
      await services.invalidateContent();
      return json(201, { url: mediaUrl(key), width, height });
    } catch (error) {
      if (error instanceof Refusal) {
        const headers: Record<string, string> =
          typeof error.extra.retryAfter === 'number'
            ? { 'retry-after': String(error.extra.retryAfter) }
            : {};
        return json(
          error.status,
          { error: { code: error.code, message: error.message, ...error.extra } },
          headers,
        );
      }
      if (error instanceof ApiError) {
        const code = error.extensions.code as ErrorCode;
        return json(401, { error: { code, message: error.message } });
      }
      services.logger.error('avatar-upload', {
        message: (error as Error).message,
        stack: (error as Error).stack,
      });
      return json(500, {
        error: { code: 'internal-error', message: 'Er ging iets mis. Probeer het later opnieuw.' },
      });
    }
  };

  /** Drops the previous upload (its row and file); demo avatars outside the folder stay. */
  async function removePrevious(previous: string | null) {
    if (!previous?.startsWith(`${AVATAR_FOLDER}/`)) return;
    await services.db.delete(images).where(eq(images.key, previous));
    await fs.rm(path.join(root, previous), { force: true }).catch(() => undefined);
  }
}
