import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, profiles } from '../db/schema.js';
import {
  AVATAR_LIMIT,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_DIMENSION,
  AVATAR_STORED_DIMENSION,
  avatarMessages,
} from '../media/avatar.js';
import { backends, startTestApi, type TestApi } from './harness.js';

const CREATE = `mutation($input: CreateAccountInput!) { createAccount(input: $input) }`;
const AVATAR_URL = `{ me { profile { avatar { url width height alt } } } }`;

interface AvatarAnswer {
  url?: string;
  width?: number;
  height?: number;
  error?: { code: string; message: string; field?: string; retryAfter?: number };
}

/** A small image of `format`, drawn by sharp, with EXIF metadata that must not survive. */
function drawImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'geheim-kenmerk' } } })
    .toFormat(format)
    .toBuffer();
}

describe.each(backends)('avatar upload (%s)', (backend) => {
  let api: TestApi;
  let counter = 0;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  /** Registers a fresh user (with a profile) and logs in; returns the token. */
  async function freshUser(): Promise<string> {
    counter += 1;
    const input = {
      email: `avatar-${counter}@example.nl`,
      username: `Avatar${counter}`,
      password: 'een-plaatje-van-mij-1',
      acceptTerms: true,
    };
    const r = await api.gql(
      CREATE,
      { input },
      { headers: { 'x-forwarded-for': `10.9.0.${counter}` } },
    );
    expect(r.errors).toBeUndefined();
    return api.login(input.email, input.password);
  }

  const upload = async (
    body: BodyInit,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: AvatarAnswer }> => {
    const response = await api.fetch('/media/avatar', {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as AvatarAnswer };
  };

  const multipart = (bytes: Buffer, name = 'foto.png', type = 'image/png') => {
    const form = new FormData();
    form.set('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };

  it('stores a PNG sent as multipart, re-encoded without metadata, and shows it on the profile', async () => {
    const token = await freshUser();
    const r = await upload(multipart(await drawImage('png')), token);
    expect(r.status).toBe(201);
    expect(r.body.url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(r.body).toMatchObject({ width: 40, height: 30 });

    const me = await api.gql<{ me: { profile: { avatar: Record<string, unknown> } } }>(
      AVATAR_URL,
      {},
      { token },
    );
    expect(me.data?.me.profile.avatar).toMatchObject({ url: r.body.url, width: 40, height: 30 });
    expect(me.data?.me.profile.avatar.alt).toMatch(/^Avatar van Avatar\d+$/);

    const served = await api.fetch(r.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('geheim-kenmerk')).toBe(false);

    const small = await api.fetch(`${r.body.url}?w=160`, { headers: { accept: 'image/webp' } });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
  });

  it('accepts JPEG and WebP as a raw body, scales large ones down and drops the previous file', async () => {
    const token = await freshUser();
    const first = await upload(await drawImage('jpeg', 1200, 900), token, {
      'content-type': 'application/octet-stream',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ width: AVATAR_STORED_DIMENSION, height: 384 });
    const second = await upload(await drawImage('webp'), token);
    expect(second.status).toBe(201);
    expect(second.body.url).not.toBe(first.body.url);

    const firstKey = first.body.url!.replace('/media/', '');
    expect(fs.existsSync(path.join(api.env.mediaDir, firstKey))).toBe(false);
    const rows = await api.runtime.database.db
      .select()
      .from(images)
      .where(eq(images.key, firstKey));
    expect(rows).toEqual([]);
    expect((await api.fetch(first.body.url!)).status).toBe(404);
  });

  it('judges the type by content: a GIF, a text file named .png and an empty upload are refused', async () => {
    const token = await freshUser();
    const gif = await upload(multipart(await drawImage('gif'), 'plaatje.gif', 'image/gif'), token);
    expect(gif.status).toBe(415);
    expect(gif.body.error).toEqual({
      code: 'validation-failed',
      field: 'avatar',
      message: avatarMessages.type,
    });
    const text = await upload(multipart(Buffer.from('<svg onload="alert(1)"></svg>')), token);
    expect(text.status).toBe(415);
    expect(text.body.error?.message).toBe('Kies een afbeelding in JPG-, PNG- of WebP-formaat.');
    const empty = await upload(new FormData(), token);
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe(avatarMessages.missing);
    const [profile] = await api.runtime.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.username, `Avatar${counter}`));
    expect(profile?.avatarKey).toBeNull();
  });

  it('refuses files over the byte and pixel limits', async () => {
    const token = await freshUser();
    const tooLong = Buffer.concat([await drawImage('png'), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const big = await upload(multipart(tooLong), token);
    expect(big.status).toBe(413);
    expect(big.body.error?.message).toBe('De afbeelding is te groot: maximaal 5 MB.');
    const raw = await upload(tooLong, token);
    expect(raw.status).toBe(413);

    const wide = await sharp({
      create: {
        width: AVATAR_MAX_DIMENSION + 1,
        height: 10,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
      },
    })
      .png()
      .toBuffer();
    const tooWide = await upload(multipart(wide), token);
    expect(tooWide.status).toBe(413);
    expect(tooWide.body.error?.message).toBe(avatarMessages.dimensions);
  });

  it('needs a login and a profile, and answers the spec codes for bad tokens', async () => {
    const png = await drawImage('png');
    const anonymous = await upload(multipart(png));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toEqual({
      code: 'bearer-token-missing',
      message: 'Hiervoor moet je ingelogd zijn',
    });
    const unknown = await upload(multipart(png), 'abc.def');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.code).toMatch(/^(session-not-found|invalid-signature)$/);

    const noProfile = await api.login('nieuw@example.nl', 'stoeltjeslift-omhoog');
    const refused = await upload(multipart(png), noProfile);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('Maak eerst je profiel aan.');

    const get = await api.fetch('/media/avatar');
    expect(get.status).toBe(405);
  });

  it('limits uploads per user', async () => {
    const token = await freshUser();
    const png = await drawImage('png', 8, 8);
    for (let i = 0; i < AVATAR_LIMIT.max; i += 1) {
      expect((await upload(multipart(png), token)).status).toBe(201);
    }
    const over = await upload(multipart(png), token);
    expect(over.status).toBe(429);
    expect(over.body.error?.code).toBe('rate-limited');
    expect(over.body.error?.retryAfter).toBeGreaterThan(0);
  });
});
