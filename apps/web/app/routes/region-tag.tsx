import { ContentBody } from '../components/content/content-body.js';
import { RegionArticles } from '../components/region/region-articles.js';
import { RegionTags } from '../components/region/region-tags.js';
import { createApiClient } from '../lib/api.server.js';
import { env } from '../lib/env.server.js';
import { pageUrl } from '../lib/content-url.js';
import { notFound, publicCacheHeaders } from '../lib/http.js';
import { regionTagLabel } from '../lib/regions.js';
import { loadRegion, loadRegionTagPage, regionArticleTeasers } from '../lib/regions.server.js';
import { breadcrumbList, regionCrumbs } from '../lib/regions-json-ld.js';
import { jsonLd, pageMeta, siteSettingsFrom } from '../lib/seo.js';
import type { Route } from './+types/region-tag';
import { DiscoveryBaseStyles } from '../components/search/discovery-base-styles.js';
import { RegionStyles } from '../components/region/region-styles.js';

export const headers = publicCacheHeaders;

/**
 * A region narrowed to one tag: the tag's content page (where it exists) and the region's articles
 * with that tag. A tag the region does not have and that has no page is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const path = `/regios/${params.slug}/${params.tag}`;
  const client = createApiClient();
  const [region, tagPage] = await Promise.all([
    loadRegion(client, params.slug, params.tag),
    loadRegionTagPage(client, path),
  ]);
  if (!region || (!region.tags.includes(params.tag) && !tagPage))
    notFound(pageUrl(request).pathname);
  return {
    region,
    tag: params.tag,
    tagPage,
    articles: regionArticleTeasers(region, env.apiOrigin),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { region, tag, tagPage } = data;
  const title = tagPage?.meta.title ?? tagPage?.title ?? `${regionTagLabel(tag)} in ${region.name}`;
  return [
    ...pageMeta(
      {
        title,
        description: tagPage?.meta.description ?? null,
        path: `/regios/${region.slug}/${tag}`,
        image: tagPage?.meta.ogImage ?? null,
        hasIndex: tagPage?.meta.hasIndex ?? true,
      },
      matches,
    ),
    jsonLd(
      breadcrumbList(
        regionCrumbs(region, { name: title, slug: tag }),
        siteSettingsFrom(matches).origin,
      ),
    ),
  ];
}

export default function RegionTag({ loaderData }: Route.ComponentProps) {
  const { region, tag, tagPage, articles } = loaderData;
  return (
    <article className="region-page">
      <DiscoveryBaseStyles />
      <RegionStyles />
      <h1>{tagPage?.heading ?? `${regionTagLabel(tag)} in ${region.name}`}</h1>
      <RegionTags slug={region.slug} tags={region.tags} current={tag} />
      {tagPage ? <ContentBody content={tagPage.content} /> : null}
      <RegionArticles
        heading={`Artikelen over ${regionTagLabel(tag).toLowerCase()} in ${region.name}`}
        articles={articles}
      />
    </article>
  );
}
