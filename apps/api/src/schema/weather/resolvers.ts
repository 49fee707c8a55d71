import { asc } from 'drizzle-orm';
import { weatherPlaces } from '../../db/schema.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { alphabetical, weatherReport } from '../shared.js';

/** Forecast places for /weer and /weer/:slug. */
export const weatherResolvers: Resolvers = {
  Query: {
    weatherPlaces: (_p, _a, ctx) =>
      ctx.db
        .select()
        .from(weatherPlaces)
        .orderBy(asc(alphabetical(weatherPlaces.name)), asc(weatherPlaces.name)),
    weatherPlace: (_p, { slug }, ctx) => ctx.loaders.weatherPlaceBySlug.load(slug),
  },
  WeatherPlace: {
    region: (p, _a, ctx) => (p.regionSlug ? ctx.loaders.regionBySlug.load(p.regionSlug) : null),
    report: (p, _a, ctx) => weatherReport(ctx, p),
  },
};
