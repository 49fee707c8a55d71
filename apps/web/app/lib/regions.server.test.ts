import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadActivity } from '../components/activity/activities.server.js';
import { clientAnswering, jsonResponse } from '../test-support/fake-api.js';
import { pathRefused } from '../test-support/fixtures.js';
import { loadRegion, loadRegionList, loadRegionTagPage } from './regions.server.js';

/** A client whose API answers every request with `body` (status 200), recording what was asked. */
const answering = (body: unknown) => {
  const { client, payloads: requests } = clientAnswering(() => jsonResponse(body), {
    url: 'http://api.test/graphql',
  });
  return { client, requests };
};

afterEach(() => vi.restoreAllMocks());

describe('discovery loaders', () => {
  it('ask for the region with its articles newest first, narrowed to the tag on tag pages', async () => {
    const { client, requests } = answering({ data: { regionBySlug: null } });
    expect(await loadRegion(client, 'solden', 'gletsjer')).toBeNull();
    expect(requests[0]).toMatchObject({
      operationName: 'RegionBySlug',
      variables: {
        slug: 'solden',
        articleFilters: { sort: 'PUBLISHED', order: 'DESC', tags: ['gletsjer'] },
      },
    });
  });

  it('turn an API error into the Dutch 500 of the error page and log it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = answering({ errors: [{ message: 'database down' }], data: null });
    const error = await loadRegionList(client, { country: null, flags: [], page: 1 }).catch(
      (thrown: unknown) => thrown,
    );
    // `data(...)` thrown from a loader: React Router answers with its status and renders the error page.
    expect(error).toMatchObject({
      type: 'DataWithResponseInit',
      data: { message: 'De gegevens konden niet worden geladen. Probeer het later opnieuw.' },
      init: { status: 500 },
    });
    expect(log.mock.calls[0]?.[0]).toContain('database down');
  });

  it('read an unknown activity (the API says validation-failed on `activity`) as not found', async () => {
    const { client } = answering({
      errors: [
        {
          message: 'Onbekende activiteit: surfen.',
          extensions: { code: 'validation-failed', field: 'activity' },
        },
      ],
      data: null,
    });
    expect(await loadActivity(client, 'surfen', 'http://api.test')).toBeNull();
  });

  it('read a region whose slug or tag the API refuses (a character none has) as not found', async () => {
    for (const field of ['slug', 'filters.tags']) {
      const { client } = answering({
        errors: [
          {
            message: 'Dit veld bevat een ongeldig teken.',
            extensions: { code: 'validation-failed', field },
          },
        ],
        data: null,
      });
      expect(await loadRegion(client, 'solden', 'glets\0jer')).toBeNull();
    }
  });

  it('read a tag page whose path the API refuses as too long as not found', async () => {
    const { client } = answering(pathRefused);
    expect(await loadRegionTagPage(client, `/regios/solden/${'a'.repeat(600)}`)).toBeNull();
  });
});
