import { MyRepliesDocument, type MyRepliesQuery, type MyRepliesQueryVariables } from '@nsv/graphql';
import { OwnReplyList } from '../components/settings/own-reply-list.js';
import { apiForRequest, requireUser } from '../lib/session.server.js';
import { querySettings, SETTINGS_HEADERS } from '../lib/settings.server.js';
import { pageTitle, siteNameFrom } from '../lib/site.js';
import type { Route } from './+types/settings-replies';

/** How many of the visitor's replies one page shows. */
export const OWN_REPLIES_PAGE_SIZE = 20;

/** The page number of `?pagina=`, from 1; anything else is page 1. */
function pageOf(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get('pagina') ?? '1');
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const page = pageOf(request);
  const result = await querySettings<MyRepliesQuery, MyRepliesQueryVariables>(
    request,
    apiForRequest(request),
    MyRepliesDocument,
    {
      filters: {
        offset: (page - 1) * OWN_REPLIES_PAGE_SIZE,
        limit: OWN_REPLIES_PAGE_SIZE,
        order: 'DESC',
      },
    },
  );
  return { page, total: result.myReplies.total, replies: result.myReplies.items };
}

export const headers = () => SETTINGS_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Reacties - Instellingen', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** `/settings/replies`: the visitor's own replies, newest first, paged, linked to their articles. */
export default function SettingsReplies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Reacties</h1>
      <OwnReplyList {...loaderData} pageSize={OWN_REPLIES_PAGE_SIZE} />
    </>
  );
}
