import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { isbot } from 'isbot';
import { Session } from './auth/session.js';
import type { GraphQLContext, RequestContext, Services } from './context.js';
import { internalErrorMessage, isApiErrorCode } from './errors.js';
import { clientAddress, trustedProxies } from './lib/client-address.js';
import { asksForImpression } from './lib/impressions.js';
import { useNoNulCharacters } from './lib/nul-characters.js';
import type { ContentCache } from './lib/response-cache.js';
import { createLoaders } from './loaders.js';
import { AVATAR_PATH, createAvatarHandler } from './media/avatar.js';
import { createMediaHandler } from './media/handler.js';
import { buildSchema } from './schema/index.js';

/** What the HTTP server passes along with each request (absent when called through `fetch`). */
export interface ServerContext {
  /** node:http's request: its socket tells who connected. */
  req?: IncomingMessage;
  /**
   * The connection's remote address, for a caller that hands requests to `app.fetch` itself (another
   * server, the tests). Without it and without `req` the peer is unknown: X-Forwarded-For is then
   * ignored and the address is 'onbekend'.
   */
  peerAddress?: string;
}

/**
 * The query depth limit: Armor's default of 6 levels of fields. Fragments add no level of their
 * own (`flattenFragments`): a spread is where its fields go, so the site's fragments cost nothing
 * and a query nested through fragments is counted as deep as it really is.
 */
export const MAX_DEPTH = { n: 6, flattenFragments: true } as const;

/** Options of the application: the shared services and the response cache. */
export interface AppOptions extends Omit<Services, 'invalidateContent'> {
  cache: ContentCache;
  /** Answers /health with the database state. */
  health(): Promise<boolean>;
}

/** Requests the response cache never answers: signed in, or asking for a fresh answer. */
const bypassesCache = (request: Request) =>
  request.headers.has('authorization') ||
  /no-cache/.test(request.headers.get('cache-control') ?? '');

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/**
 * The API as a fetch handler: `/graphql`, `/media/*` and `/health`. Tests call `app.fetch`
 * directly; the server hands it to node:http.
 */
export function createApp(options: AppOptions) {
  const { cache, health, ...services } = options;
  const production = services.env.nodeEnv === 'production';
  const handleMedia = createMediaHandler(services.env.mediaDir);
  const invalidateContent = () => cache.clear();
  const handleAvatar = createAvatarHandler({ ...services, invalidateContent });
  const proxies = trustedProxies(services.env.trustedProxies);

  const routes: Plugin = {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname === '/health') {
        const ok = await health().catch(() => false);
        endResponse(
          new fetchAPI.Response(JSON.stringify({ status: ok ? 'ok' : 'unavailable' }), {
            status: ok ? 200 : 503,
            headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
          }),
        );
      } else if (url.pathname === AVATAR_PATH) {
        endResponse(await handleAvatar(request, fetchAPI.Response));
      } else if (url.pathname.startsWith('/media/')) {
        endResponse(await handleMedia(request, fetchAPI.Response));
      }
    },
  };

  // Introspection off in production: the SDL is public in the repository, not on the server.
  const noIntrospection: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };

  // Armor's defaults (depth 6, tokens 1000, cost 5000) or stricter (aliases 15). The depth counts
  // fields only (MAX_DEPTH): src/test/security.api.test.ts measures every operation of @nsv/graphql.
  const armor = new EnvelopArmor({
    maxAliases: { n: 15 },
    maxDepth: MAX_DEPTH,
    costLimit: { maxCost: 5000 },
    maxTokens: { n: 1000 },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: production },
  });

  const yoga = createYoga<ServerContext, RequestContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    // yoga's own check only says the process runs; /health (below) also asks the database.
    healthCheckEndpoint: '/health/live',
    landingPage: false,
    graphiql: !production,
    logging: {
      debug: () => undefined,
      info: (...args) => services.logger.info('yoga', { message: args.map(String).join(' ') }),
      warn: (...args) => services.logger.warn('yoga', { message: args.map(String).join(' ') }),
      error: (...args) => services.logger.error('yoga', { message: args.map(String).join(' ') }),
    },
    maskedErrors: {
      maskError(error) {
        // Duck-typed on purpose: graphql may be loaded twice (ESM and CJS), which breaks instanceof.
        const e = error as Partial<GraphQLError> & { name?: string };
        const original = e.originalError as
          (Error & { extensions?: { code?: unknown } }) | undefined;
        if (isApiErrorCode(e.extensions?.code) || isApiErrorCode(original?.extensions?.code))
          return error as Error;
        // Errors of the request itself (parse, validation, variable values) have no path: keep them.
        if (e.name === 'GraphQLError' && (!original || !e.path)) return error as Error;
        services.logger.error('unexpected-error', {
          message: original?.message ?? e.message,
          stack: original?.stack ?? e.stack,
        });
        return new GraphQLError(internalErrorMessage, {
          extensions: { code: 'internal-error' },
          path: e.path,
        });
      },
    },
    plugins: [
      routes,
      ...armor.protect().plugins,
      // U+0000 in any string argument is bad input, not a failed statement (lib/nul-characters.ts).
      useNoNulCharacters,
      ...(production ? [noIntrospection] : []),
      // Browsers cannot send a JSON POST or a custom header cross-site without a preflight.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'graphql-preflight'] }),
      useResponseCache<GraphQLContext>({
        cache,
        session: () => null,
        // Only anonymous reads; a query that counts an impression must reach its resolver; a client
        // may ask for a fresh answer with `Cache-Control: no-cache` (the benchmark measures both).
        enabled: (request, context) =>
          !bypassesCache(request) &&
          !asksForImpression(context.params?.query, context.params?.variables),
        // The plugin's default key is a WebCrypto SHA-256 job for every request (8% of an uncached
        // request's CPU): hash synchronously, and not at all for requests the cache never answers.
        buildResponseCacheKey: ({ documentString, operationName, variableValues, request }) =>
          bypassesCache(request)
            ? ''
            : createHash('sha256')
                .update(
                  `${documentString}|${operationName ?? ''}|${JSON.stringify(variableValues ?? {})}`,
                )
                .digest('hex'),
        ttl: 60_000,
        ignoredTypes: ['User', 'Session', 'Interest', 'Profile'],
        includeExtensionMetadata: false,
      }),
    ],
    context: ({ request, req, peerAddress }): RequestContext => {
      const userAgent = request.headers.get('user-agent');
      return {
        ...services,
        invalidateContent,
        loaders: createLoaders(services.db),
        session: new Session(services.db, services.env.sessionSecret, bearer(request)),
        clientAddress: clientAddress(
          req?.socket.remoteAddress ?? peerAddress,
          request.headers.get('x-forwarded-for'),
          proxies,
        ),
        userAgent,
        isBot: userAgent ? isbot(userAgent) : false,
      };
    },
  });

  return yoga;
}

/** The API application (a graphql-yoga server with our routes). */
export type App = ReturnType<typeof createApp>;
