import { createClient } from '@nsv/graphql';
import { describe, expect, it, vi } from 'vitest';
import { subscribeToNewsletter } from './content-newsletter.server.js';

/** A client whose transport answers with the given GraphQL body and records the request. */
function clientAnswering(body: unknown) {
  const fetchImpl = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  );
  return {
    client: createClient({
      url: 'http://api.test/graphql',
      fetch: fetchImpl as unknown as typeof fetch,
    }),
    fetchImpl,
  };
}

describe('subscribeToNewsletter', () => {
  it('forwards a valid address to addNewsletterSubscription', async () => {
    const { client, fetchImpl } = clientAnswering({ data: { addNewsletterSubscription: true } });
    await expect(subscribeToNewsletter(client, ' iemand@example.nl ')).resolves.toEqual({
      ok: true,
    });
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    const payload = JSON.parse(String(init.body)) as { operationName: string; variables: unknown };
    expect(payload.operationName).toBe('AddNewsletterSubscription');
    expect(payload.variables).toEqual({ input: { email: 'iemand@example.nl' } });
  });

  it('refuses an invalid address without calling the API', async () => {
    const { client, fetchImpl } = clientAnswering({ data: { addNewsletterSubscription: true } });
    await expect(subscribeToNewsletter(client, 'geen-adres')).resolves.toEqual({
      ok: false,
      status: 400,
      message: 'Vul een geldig e-mailadres in.',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports an API error as 502 with a Dutch message', async () => {
    const { client } = clientAnswering({ errors: [{ message: 'kapot' }] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await subscribeToNewsletter(client, 'iemand@example.nl');
    expect(result).toMatchObject({ ok: false, status: 502 });
  });
});
