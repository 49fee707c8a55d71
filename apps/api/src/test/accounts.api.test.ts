/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are checked by the assertions, not by types. */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { issueToken } from '../auth/tokens.js';
import {
  interests,
  mailOutbox,
  newsletterSubscriptions,
  passwordResets,
  profiles,
  sessions,
  users,
} from '../db/schema.js';
import { writeWithFreeSlug } from '../schema/accounts/accounts.js';
import { fixtureUsers } from './fixture.js';
import { backends, type GqlResult, startTestApi, type TestApi } from './harness.js';

const CREATE = `mutation($input: CreateAccountInput!) { createAccount(input: $input) }`;
const ME = `{ me { id email isAdmin profile { username slug signature avatar { url } } interests { name } sessions { id isCurrent userAgent } } }`;

describe.each(backends)('accounts and sessions (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  const lastMail = async (to: string) =>
    (
      await api.runtime.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0];

  it('registers an account with a profile and a newsletter opt-in mail', async () => {
    const input = {
      email: 'Ski.Fan@Example.nl',
      username: 'Skifan',
      password: 'bergen-en-dalen-99',
      acceptTerms: true,
      newsletter: true,
    };
    const r = await api.gql<{ createAccount: string }>(
      CREATE,
      { input },
      { headers: { 'x-forwarded-for': '10.0.0.1' } },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.createAccount).toMatch(/^[0-9a-f-]{36}$/);
    const [user] = await api.runtime.database.db
      .select()
      .from(users)
      .where(eq(users.id, r.data!.createAccount));
    expect(user?.email).toBe('ski.fan@example.nl');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const mail = await lastMail('ski.fan@example.nl');
    expect(mail?.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief');
    const token = /token=([^\s&"]+)/.exec(mail!.text)![1]!;
    const confirm = await api.gql(
      `mutation($t: String!) { confirmNewsletterSubscription(input: { token: $t }) }`,
      { t: decodeURIComponent(token) },
    );
    expect(confirm.data).toEqual({ confirmNewsletterSubscription: true });
    const [sub] = await api.runtime.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'ski.fan@example.nl'));
    expect(sub?.confirmedAt).toBeInstanceOf(Date);
    const again = await api.gql(
      `mutation($t: String!) { confirmNewsletterSubscription(input: { token: $t }) }`,
      { t: decodeURIComponent(token) },
    );
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'token',
    });
  });

  it.each([
    [{ email: 'geen-email' }, 'email', 'Dit is geen geldig e-mailadres.'],
    [
      { email: fixtureUsers.member.email },
      'email',
      'Er bestaat al een account met dit e-mailadres.',
    ],
    [{ username: 'sneeuwpop' }, 'username', 'Deze gebruikersnaam is al in gebruik.'],
    [{ username: 'x' }, 'username', 'Je gebruikersnaam moet minstens 2 tekens lang zijn.'],
    [{ password: 'kort' }, 'password', 'Je wachtwoord moet minstens 8 tekens lang zijn.'],
    [{ password: 'a'.repeat(65) }, 'password', 'Je wachtwoord mag hoogstens 64 tekens lang zijn.'],
    [
      { password: 'wachtwoord123' },
      'password',
      'Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.',
    ],
    // From the breach list of @zxcvbn-ts/language-common, in other letter case.
    [
      { password: 'SuperMan1' },
      'password',
      'Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.',
    ],
    [
      { acceptTerms: false },
      'acceptTerms',
      'Je moet akkoord gaan met de voorwaarden om een account te maken.',
    ],
  ])('refuses %o on field %s', async (override, field, message) => {
    const input = {
      email: 'ander@example.nl',
      username: 'Ander',
      password: 'lange-zin-zonder-regels',
      acceptTerms: true,
      ...override,
    };
    const r = await api.gql(
      CREATE,
      { input },
      { headers: { 'x-forwarded-for': `10.1.0.${field.length}` } },
    );
    expect(r.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'validation-failed', field },
    });
  });

  it('accepts a long passphrase without composition rules', async () => {
    const input = {
      email: 'zin@example.nl',
      username: 'Zinnig',
      password: 'alleen kleine letters en spaties',
      acceptTerms: true,
    };
    const r = await api.gql(CREATE, { input }, { headers: { 'x-forwarded-for': '10.2.0.1' } });
    expect(r.errors).toBeUndefined();
  });

  // A form sent twice, or two people choosing the same name at once: both requests pass the
  // checks before either writes (hashing the password takes longer than the checks).
  describe('registrations sent at the same time', () => {
    const register = (email: string, username: string, address: string) =>
      api.gql<{ createAccount: string }>(
        CREATE,
        { input: { email, username, password: 'tegelijk-verstuurd-1', acceptTerms: true } },
        { headers: { 'x-forwarded-for': address } },
      );
    /** Of two answers to the same write sent at once: one written, one refused with `message`. */
    const expectOneWrittenOneRefused = (answers: GqlResult[], field: string, message: string) =>
      expect(answers.map((r) => r.errors?.[0] ?? { written: r.data !== null })).toEqual(
        expect.arrayContaining([
          { written: true },
          expect.objectContaining({
            message,
            extensions: expect.objectContaining({ code: 'validation-failed', field }),
          }),
        ]),
      );

    it('with one email address: one account, the other refused as taken', async () => {
      const answers = await Promise.all([
        register('dubbel@example.nl', 'Dubbel een', '10.6.0.1'),
        register('dubbel@example.nl', 'Dubbel twee', '10.6.0.2'),
      ]);
      expectOneWrittenOneRefused(
        answers,
        'email',
        'Er bestaat al een account met dit e-mailadres.',
      );
      const rows = await api.runtime.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'dubbel@example.nl'));
      expect(rows).toHaveLength(1);
    });

    it('with one username in other letter case: the other refused as taken', async () => {
      const answers = await Promise.all([
        register('naam-een@example.nl', 'Tweeling', '10.6.0.3'),
        register('naam-twee@example.nl', 'tweeling', '10.6.0.4'),
      ]);
      expectOneWrittenOneRefused(answers, 'username', 'Deze gebruikersnaam is al in gebruik.');
    });

    it('a slug taken between its check and the write: written with the next free one', async () => {
      const db = api.runtime.database.db;
      const [own, other] = await db
        .insert(users)
        .values([
          { email: 'slug-eigen@example.nl', passwordHash: 'x' },
          { email: 'slug-ander@example.nl', passwordHash: 'x' },
        ])
        .returning({ id: users.id });
      const tried: string[] = [];
      const written = await writeWithFreeSlug({ db }, 'Sneeuwkanon', own!.id, async (slug) => {
        tried.push(slug);
        // Another request registers a name with the same slug first, once.
        if (tried.length === 1)
          await db.insert(profiles).values({ userId: other!.id, username: 'sneeuw-kanon', slug });
        await db.insert(profiles).values({ userId: own!.id, username: 'Sneeuwkanon', slug });
        return slug;
      });
      expect(tried).toEqual(['sneeuwkanon', 'sneeuwkanon-2']);
      expect(written).toBe('sneeuwkanon-2');
    });

    it('a profile created twice at once: one profile, the other refused', async () => {
      const email = 'zonder-profiel@example.nl';
      const password = 'nog-geen-profiel-1';
      await api.runtime.database.db
        .insert(users)
        .values({ email, passwordHash: await hashPassword(password) });
      const token = await api.login(email, password);
      const create = (username: string) =>
        api.gql<{ createMyProfile: string }>(
          `mutation($u: String!) { createMyProfile(input: { username: $u }) }`,
          { u: username },
          { token },
        );
      const answers = await Promise.all([create('Dubbelklik'), create('Dubbelklik')]);
      expectOneWrittenOneRefused(answers, 'username', 'Je hebt al een profiel.');
    });
  });

  it('logs in with a new signed token each time and answers me, mySessions with isCurrent', async () => {
    const first = await api.login(fixtureUsers.member.email, fixtureUsers.member.password);
    const second = await api.login(
      fixtureUsers.member.email.toUpperCase(),
      fixtureUsers.member.password,
      { 'user-agent': 'Tweede browser' },
    );
    expect(first).not.toBe(second);
    expect(Buffer.from(first.split('.')[0]!, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only a hash is stored.
    const stored = await api.runtime.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => first.includes(s.h))).toBe(false);

    const me = await api.gql<{ me: any }>(ME, {}, { token: second });
    expect(me.data!.me).toMatchObject({
      email: fixtureUsers.member.email,
      isAdmin: false,
      profile: {
        username: 'Sneeuwpop',
        slug: 'sneeuwpop',
        signature: 'Altijd op de lat',
        avatar: { url: '/media/test/avatar.jpg' },
      },
      interests: [{ name: 'skiën' }, { name: 'wandelen' }],
    });
    const mine = await api.gql<{
      mySessions: { id: string; isCurrent: boolean; userAgent: string; updated_at: string }[];
    }>(`{ mySessions { id isCurrent userAgent updated_at } }`, {}, { token: second });
    const current = mine.data!.mySessions.filter((s) => s.isCurrent);
    expect(current).toHaveLength(1);
    expect(current[0]!.userAgent).toBe('Tweede browser');

    const anonymous = await api.gql<{ me: null }>(`{ me { id } }`);
    expect(anonymous.data?.me).toBeNull();
  });

  it('gives the spec error codes for missing, unknown and foreign tokens', async () => {
    const missing = await api.gql(`{ mySessions { id } }`);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Hiervoor moet je ingelogd zijn',
      extensions: { code: 'bearer-token-missing' },
    });
    const unknown = issueToken(api.env.sessionSecret).token;
    const notFound = await api.gql(`{ me { id } }`, {}, { token: unknown });
    expect(notFound.errors?.[0]).toMatchObject({
      message: 'Je sessie is verlopen',
      extensions: { code: 'session-not-found' },
    });
    const foreign = issueToken('een-heel-ander-geheim-van-een-andere-omgeving').token;
    const signature = await api.gql(`{ me { id } }`, {}, { token: foreign });
    expect(signature.errors?.[0]?.extensions?.code).toBe('invalid-signature');
    const garbage = await api.gql(`{ me { id } }`, {}, { token: 'abc' });
    expect(garbage.errors?.[0]?.extensions?.code).toBe('session-not-found');
  });

  it('refuses a wrong password with the same answer as an unknown email', async () => {
    const wrong = await api.gql(
      `mutation { createSession(input: { email: "${fixtureUsers.admin.email}", password: "fout-wachtwoord" }) }`,
    );
    const unknown = await api.gql(
      `mutation { createSession(input: { email: "niemand@example.nl", password: "fout-wachtwoord" }) }`,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Het e-mailadres of wachtwoord klopt niet.',
      extensions: { code: 'validation-failed', field: 'password' },
    });
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
  });

  it('ends a session at logout and one chosen session with deleteSession', async () => {
    const a = await api.login(fixtureUsers.admin.email, fixtureUsers.admin.password);
    const b = await api.login(fixtureUsers.admin.email, fixtureUsers.admin.password);
    const out = await api.gql(`mutation { deleteCurrentSession }`, {}, { token: a });
    expect(out.data).toEqual({ deleteCurrentSession: true });
    expect((await api.gql(`{ me { id } }`, {}, { token: a })).errors?.[0]?.extensions?.code).toBe(
      'session-not-found',
    );

    const c = await api.login(fixtureUsers.admin.email, fixtureUsers.admin.password);
    const list = await api.gql<{ mySessions: { id: string; isCurrent: boolean }[] }>(
      `{ mySessions { id isCurrent } }`,
      {},
      { token: c },
    );
    const other = list.data!.mySessions.find((s) => !s.isCurrent)!;
    const del = await api.gql(
      `mutation($id: UUID!) { deleteSession(input: { id: $id }) }`,
      { id: other.id },
      { token: c },
    );
    expect(del.data).toEqual({ deleteSession: true });
    const again = await api.gql(
      `mutation($id: UUID!) { deleteSession(input: { id: $id }) }`,
      { id: other.id },
      { token: c },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('not-found');
    expect((await api.gql(`{ me { id } }`, {}, { token: b })).errors?.[0]?.extensions?.code).toBe(
      'session-not-found',
    );
    const badId = await api.gql(
      `mutation { deleteSession(input: { id: "geen-uuid" }) }`,
      {},
      { token: c },
    );
    expect(badId.errors?.length).toBe(1);
  });

  it('changes the password only with the current one and ends the other sessions', async () => {
    const input = {
      email: 'wissel@example.nl',
      username: 'Wissel',
      password: 'oude-zin-voor-de-test',
      acceptTerms: true,
    };
    await api.gql(CREATE, { input }, { headers: { 'x-forwarded-for': '10.3.0.1' } });
    const keep = await api.login(input.email, input.password);
    const other = await api.login(input.email, input.password);
    const wrong = await api.gql(
      `mutation { changePassword(input: { currentPassword: "fout", newPassword: "nieuwe-zin-voor-de-test" }) }`,
      {},
      { token: keep },
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'currentPassword',
    });
    const weak = await api.gql(
      `mutation { changePassword(input: { currentPassword: "${input.password}", newPassword: "password123" }) }`,
      {},
      { token: keep },
    );
    expect(weak.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'newPassword',
    });
    // The current password again is no change: refused, and the other session stays.
    const same = await api.gql(
      `mutation { changePassword(input: { currentPassword: "${input.password}", newPassword: "${input.password}" }) }`,
      {},
      { token: keep },
    );
    expect(same.errors?.[0]).toMatchObject({
      message: 'Kies een ander wachtwoord dan je huidige.',
      extensions: { code: 'validation-failed', field: 'newPassword' },
    });
    expect((await api.gql(`{ me { id } }`, {}, { token: other })).data).toMatchObject({
      me: { id: expect.any(String) },
    });
    const ok = await api.gql(
      `mutation { changePassword(input: { currentPassword: "${input.password}", newPassword: "nieuwe-zin-voor-de-test" }) }`,
      {},
      { token: keep },
    );
    expect(ok.data).toEqual({ changePassword: true });
    expect((await api.gql(`{ me { id } }`, {}, { token: keep })).data).toMatchObject({
      me: { id: expect.any(String) },
    });
    expect(
      (await api.gql(`{ me { id } }`, {}, { token: other })).errors?.[0]?.extensions?.code,
    ).toBe('session-not-found');
    await expect(api.login(input.email, 'nieuwe-zin-voor-de-test')).resolves.toBeTypeOf('string');
  });

  it('resets a password with a single-use, one-hour link and answers the same for unknown emails', async () => {
    const email = fixtureUsers.noProfile.email;
    const before = await api.login(email, fixtureUsers.noProfile.password);
    const known = await api.gql(
      `mutation { requestPasswordReset(input: { email: "${email}" }) }`,
      {},
      { headers: { 'x-forwarded-for': '10.4.0.1' } },
    );
    const unknown = await api.gql(
      `mutation { requestPasswordReset(input: { email: "onbekend@example.nl" }) }`,
      {},
      { headers: { 'x-forwarded-for': '10.4.0.1' } },
    );
    expect(known).toEqual(unknown);
    expect(known.data).toEqual({ requestPasswordReset: true });
    const mail = await vi.waitFor(async () => {
      const m = await lastMail(email);
      if (!m?.subject.includes('wachtwoord')) throw new Error('nog geen mail');
      return m;
    });
    expect(await lastMail('onbekend@example.nl')).toBeUndefined();
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
    const token = decodeURIComponent(/token=([^\s&"]+)/.exec(mail.text)![1]!);
    const [stored] = await api.runtime.database.db.select().from(passwordResets);
    expect(stored!.tokenHash).not.toContain(token.split('.')[0]);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(
      3600_000 + 1000,
    );

    const weak = await api.gql(
      `mutation($t: String!) { resetPassword(input: { token: $t, password: "12345678" }) }`,
      { t: token },
    );
    expect(weak.errors?.[0]?.extensions).toMatchObject({ field: 'password' });
    const reset = await api.gql<{ resetPassword: string }>(
      `mutation($t: String!) { resetPassword(input: { token: $t, password: "een-nieuw-begin-hier" }) }`,
      { t: token },
    );
    expect(reset.data?.resetPassword).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(
      (await api.gql(`{ me { email } }`, {}, { token: reset.data!.resetPassword })).data,
    ).toEqual({ me: { email } });
    expect(
      (await api.gql(`{ me { id } }`, {}, { token: before })).errors?.[0]?.extensions?.code,
    ).toBe('session-not-found');
    const reuse = await api.gql(
      `mutation($t: String!) { resetPassword(input: { token: $t, password: "nog-een-keer-anders" }) }`,
      { t: token },
    );
    expect(reuse.errors?.[0]).toMatchObject({
      message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
      extensions: { field: 'token' },
    });
  });

  it('refuses an expired reset link', async () => {
    const [user] = await api.runtime.database.db
      .select()
      .from(users)
      .where(eq(users.email, fixtureUsers.admin.email));
    const { token, hash } = issueToken(api.env.sessionSecret);
    await api.runtime.database.db
      .insert(passwordResets)
      .values({ userId: user!.id, tokenHash: hash, expiresAt: new Date(Date.now() - 1000) });
    const r = await api.gql(
      `mutation($t: String!) { resetPassword(input: { token: $t, password: "een-nieuw-begin-hier" }) }`,
      { t: token },
    );
    expect(r.errors?.[0]?.extensions?.field).toBe('token');
  });

  it('creates and saves a profile, and manages interests', async () => {
    const input = {
      email: 'profiel@example.nl',
      username: 'Eerste',
      password: 'profiel-test-zin-1',
      acceptTerms: true,
    };
    await api.gql(CREATE, { input }, { headers: { 'x-forwarded-for': '10.5.0.1' } });
    const token = await api.login(input.email, input.password);
    const twice = await api.gql(
      `mutation { createMyProfile(input: { username: "Tweede" }) }`,
      {},
      { token },
    );
    expect(twice.errors?.[0]).toMatchObject({
      message: 'Je hebt al een profiel.',
      extensions: { field: 'username' },
    });
    const save = await api.gql<{ saveMyProfile: string }>(
      `mutation { saveMyProfile(input: { username: "Poedersneeuw", signature: "Tot op de piste" }) }`,
      {},
      { token },
    );
    expect(save.errors).toBeUndefined();
    const taken = await api.gql(
      `mutation { saveMyProfile(input: { username: "Beheerder" }) }`,
      {},
      { token },
    );
    expect(taken.errors?.[0]?.extensions).toMatchObject({ field: 'username' });
    const me = await api.gql<{ me: any }>(ME, {}, { token });
    expect(me.data!.me.profile).toMatchObject({
      username: 'Poedersneeuw',
      slug: 'poedersneeuw',
      signature: 'Tot op de piste',
    });

    const noProfile = await api
      .login(fixtureUsers.noProfile.email, 'een-nieuw-begin-hier')
      .catch(() => api.login(fixtureUsers.noProfile.email, fixtureUsers.noProfile.password));
    const save2 = await api.gql(
      `mutation { saveMyProfile(input: { username: "Later" }) }`,
      {},
      { token: noProfile },
    );
    expect(save2.errors?.[0]?.extensions?.field).toBe('username');
    const created = await api.gql<{ createMyProfile: string }>(
      `mutation { createMyProfile(input: { username: "Nieuwkomer" }) }`,
      {},
      { token: noProfile },
    );
    expect(created.data?.createMyProfile).toMatch(/^[0-9a-f-]{36}$/);

    const add = await api.gql<{ addInterest: { name: string }[] }>(
      `mutation { addInterest(input: { name: "Toerskiën" }) }`.replace(')', ') { name }'),
      {},
      { token },
    );
    expect(add.data?.addInterest).toEqual([{ name: 'Toerskiën' }]);
    await api.gql(`mutation { addInterest(input: { name: "Klimmen" }) { name } }`, {}, { token });
    const mine = await api.gql<{ myInterests: { name: string }[] }>(
      `{ myInterests { id name } }`,
      {},
      { token },
    );
    expect(mine.data?.myInterests.map((i) => i.name)).toEqual(['Klimmen', 'Toerskiën']);
    const removed = await api.gql<{ removeInterest: { name: string }[] }>(
      `mutation { removeInterest(input: { name: "Klimmen" }) { name } }`,
      {},
      { token },
    );
    expect(removed.data?.removeInterest).toEqual([{ name: 'Toerskiën' }]);
    const anonymous = await api.gql(
      `mutation { addInterest(input: { name: "Klimmen" }) { name } }`,
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');
  });

  it('subscribes to the newsletter with a confirmation mail (double opt-in)', async () => {
    const r = await api.gql(
      `mutation { addNewsletterSubscription(input: { email: "lezer@example.nl" }) }`,
      {},
      { headers: { 'x-forwarded-for': '10.6.0.1' } },
    );
    expect(r.data).toEqual({ addNewsletterSubscription: true });
    const [sub] = await api.runtime.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'lezer@example.nl'));
    expect(sub?.confirmedAt).toBeNull();
    expect((await lastMail('lezer@example.nl'))?.html).toContain('Aanmelding bevestigen');
    const bad = await api.gql(`mutation { addNewsletterSubscription(input: { email: "geen" }) }`);
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'email',
    });
  });
  /** A new member (account and profile), logged in: its token. */
  const newMember = async (name: string, address: string) => {
    const input = {
      email: `${name.toLowerCase()}@example.nl`,
      username: name,
      password: `interesse-zin-van-${name.toLowerCase()}`,
      acceptTerms: true,
    };
    const created = await api.gql(CREATE, { input }, { headers: { 'x-forwarded-for': address } });
    expect(created.errors).toBeUndefined();
    return api.login(input.email, input.password);
  };
  const addInterest = (token: string, name: string) =>
    api.gql<{ addInterest: { id: string; name: string }[] }>(
      `mutation($input: InterestInput!) { addInterest(input: $input) { id name } }`,
      { input: { name } },
      { token },
    );
  const removeInterest = (token: string, name: string) =>
    api.gql<{ removeInterest: { id: string; name: string }[] }>(
      `mutation($input: InterestInput!) { removeInterest(input: $input) { id name } }`,
      { input: { name } },
      { token },
    );
  /** The suggestions as a member (any member) sees them. */
  const suggestions = async (token: string) => {
    const r = await api.gql<{ interests: { id: string; name: string }[] }>(
      `{ interests { id name } }`,
      undefined,
      { token },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.interests;
  };

  it('keeps one interest whatever its capitals: adding links to it, removing finds it', async () => {
    const first = await newMember('Vrijrijder', '10.8.0.1');
    const second = await newMember('Pisteloper', '10.8.0.2');
    const [mine] = (await addInterest(first, 'freeride')).data!.addInterest;
    // The same member again in capitals: still one.
    expect((await addInterest(first, 'FREERIDE')).data?.addInterest).toEqual([mine]);
    // Another member with other capitals and whitespace gets the same interest, first spelling.
    expect((await addInterest(second, '  FreeRide ')).data?.addInterest).toEqual([mine]);
    const stored = await api.runtime.database.db
      .select()
      .from(interests)
      .where(sql`lower(${interests.name}) = 'freeride'`);
    expect(stored).toEqual([{ id: mine!.id, name: 'freeride' }]);
    expect((await suggestions(first)).filter((i) => i.name.toLowerCase() === 'freeride')).toEqual([
      mine,
    ]);

    // Two members adding the same name at once in different capitals: one interest.
    const [a, b] = await Promise.all([
      addInterest(first, 'Telemark'),
      addInterest(second, 'TELEMARK'),
    ]);
    const telemark = (r: typeof a) => r.data!.addInterest.find((i) => /^telemark$/i.test(i.name));
    expect(telemark(a)).toBeDefined();
    expect(telemark(b)).toEqual(telemark(a));

    expect((await removeInterest(first, 'FREERIDE')).data?.removeInterest).toEqual([telemark(a)]);
    expect((await removeInterest(second, 'Freeride')).data?.removeInterest).toEqual([telemark(a)]);
    // Nobody holds it any more: it keeps its first spelling.
    expect((await addInterest(first, 'FreeRide')).data?.addInterest).toContainEqual(mine);
  });

  it('suggests only interests at least two members hold, most held first, then by name', async () => {
    const one = await newMember('Zeiler', '10.9.0.1');
    const two = await newMember('Klimster', '10.9.0.2');
    const three = await newMember('Bergloper', '10.9.0.3');
    // One member's free text reaches no one else.
    for (const junk of ['<b>x</b>', 'a'.repeat(50)]) await addInterest(one, junk);
    const names = async () => (await suggestions(three)).map((i) => i.name);
    expect(await names()).not.toContain('<b>x</b>');
    expect(await names()).not.toContain('a'.repeat(50));
    // The fixture's members share 'skiën'; 'wandelen' only one of them holds.
    expect(await names()).toContain('skiën');
    expect(await names()).not.toContain('wandelen');

    await addInterest(one, 'Zeilen');
    await addInterest(two, 'zeilen');
    // Last by name, so only its three holders put it first.
    await addInterest(one, 'Zwemmen');
    await addInterest(two, 'Zwemmen');
    await addInterest(three, 'ZWEMMEN');
    const listed = await names();
    // Three holders before two; among the two-holder ones by name, whatever the capitals ('skiën'
    // before 'Zeilen', though 'Z' sorts before 's' by code point).
    expect(listed.indexOf('Zwemmen')).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf('Zwemmen')).toBeLessThan(listed.indexOf('skiën'));
    expect(listed.indexOf('skiën')).toBeLessThan(listed.indexOf('Zeilen'));
    expect(listed).not.toContain('<b>x</b>');

    // A name that drops below two holders is no longer offered.
    await removeInterest(two, 'ZEILEN');
    expect(await names()).not.toContain('Zeilen');
    expect(await names()).toContain('Zwemmen');

    // Only members see them.
    const anonymous = await api.gql(`{ interests { id name } }`);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');
  });

  it('tells the newsletter status of the logged-in user and unsubscribes', async () => {
    const input = {
      email: 'nieuwsbrief-status@example.nl',
      username: 'Nieuwslezer',
      password: 'lezen-over-sneeuw-7',
      acceptTerms: true,
    };
    await api.gql(CREATE, { input }, { headers: { 'x-forwarded-for': '10.7.0.1' } });
    const token = await api.login(input.email, input.password);
    const STATUS = `{ myNewsletterSubscription }`;
    expect((await api.gql(STATUS, {}, { token })).data).toEqual({
      myNewsletterSubscription: 'NONE',
    });
    await api.gql(
      `mutation($e: String!) { addNewsletterSubscription(input: { email: $e }) }`,
      { e: input.email },
      { token, headers: { 'x-forwarded-for': '10.7.0.2' } },
    );
    expect((await api.gql(STATUS, {}, { token })).data).toEqual({
      myNewsletterSubscription: 'PENDING',
    });
    const mail = await lastMail(input.email);
    const confirmToken = decodeURIComponent(/token=([^\s&"]+)/.exec(mail!.text)![1]!);
    await api.gql(`mutation($t: String!) { confirmNewsletterSubscription(input: { token: $t }) }`, {
      t: confirmToken,
    });
    expect((await api.gql(STATUS, {}, { token })).data).toEqual({
      myNewsletterSubscription: 'CONFIRMED',
    });
    const off = await api.gql(`mutation { deleteMyNewsletterSubscription }`, {}, { token });
    expect(off.data).toEqual({ deleteMyNewsletterSubscription: true });
    expect((await api.gql(STATUS, {}, { token })).data).toEqual({
      myNewsletterSubscription: 'NONE',
    });
    const anonymous = await api.gql(STATUS);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');
    const anonymousOff = await api.gql(`mutation { deleteMyNewsletterSubscription }`);
    expect(anonymousOff.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');
  });
});
