import { ContentBody } from '../components/content/content-body.js';
import { FeatureList } from '../components/region/feature-list.js';
import { RegionArticles } from '../components/region/region-articles.js';
import { RegionOutlineSvg } from '../components/region/region-outline.js';
import { RegionTags } from '../components/region/region-tags.js';
import { createApiClient } from '../lib/api.server.js';
import { env } from '../lib/env.server.js';
import { pageUrl } from '../lib/content-url.js';
import { notFound, publicCacheHeaders } from '../lib/http.js';
import { countryLabel } from '../lib/regions.js';
import { loadRegion, regionArticleTeasers } from '../lib/regions.server.js';
import { breadcrumbList, regionCrumbs } from '../lib/regions-json-ld.js';
import { jsonLd, pageMeta, siteSettingsFrom } from '../lib/seo.js';
import type { Route } from './+types/region';
import { DiscoveryBaseStyles } from '../components/search/discovery-base-styles.js';
import { RegionStyles } from '../components/region/region-styles.js';

export const headers = publicCacheHeaders;

/** One region: its facts, outline, page content and newest articles; 404 for an unknown slug. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const region = await loadRegion(createApiClient(), params.slug);
  if (!region) notFound(pageUrl(request).pathname);
  return { region, articles: regionArticleTeasers(region, env.apiOrigin) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { region } = data;
  const page = region.page;
  return [
    ...pageMeta(
      {
        title: page?.meta.title ?? region.name,
        description:
          page?.meta.description ??
          `Skigebied ${region.name} in ${countryLabel(region.countryCode)}.`,
        path: `/regios/${region.slug}`,
        image: page?.meta.ogImage ?? null,
        hasIndex: page?.meta.hasIndex ?? true,
      },
      matches,
    ),
    jsonLd(breadcrumbList(regionCrumbs(region), siteSettingsFrom(matches).origin)),
  ];
}

export default function Region({ loaderData }: Route.ComponentProps) {
  const { region, articles } = loaderData;
  return (
    <article className="region-page">
      <DiscoveryBaseStyles />
      <RegionStyles />
      <header className="region-header">
        <div>
          <h1>{region.page?.heading ?? region.name}</h1>
          <p>
            {countryLabel(region.countryCode)} · ons oordeel {region.score.toLocaleString('nl-NL')}{' '}
            van 10
          </p>
        </div>
        <RegionOutlineSvg name={region.name} coordinates={region.polygon.coordinates} />
      </header>
      <RegionTags slug={region.slug} tags={region.tags} />
      {region.page ? <ContentBody content={region.page.content} /> : null}
      <FeatureList features={region.features} />
      <RegionArticles heading={`Artikelen over ${region.name}`} articles={articles} />
    </article>
  );
}
