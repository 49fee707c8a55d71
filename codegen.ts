import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen for the whole repository: the API's SDL is the contract.
 * - the server's resolver types come from `apps/api/src/schema/**\/*.graphql`;
 * - the client's typed documents (`TypedDocumentNode`s that carry their result and variables
 *   types) and the urql hooks that use them come from the operations in `packages/graphql`.
 */
const schema = 'apps/api/src/schema/**/*.graphql';
const documents = 'packages/graphql/src/operations/**/*.graphql';
const scalars = { UUID: 'string', DateTime: 'string', JSON: 'unknown' };

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    'apps/api/src/generated/resolvers-types.ts': {
      schema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GraphQLContext',
        mappers: {
          Article: '../schema/mappers.js#ArticleModel',
          Author: '../schema/mappers.js#AuthorModel',
          Place: '../schema/mappers.js#PlaceModel',
          Meta: '../schema/mappers.js#MetaModel',
          Content: '../schema/mappers.js#ContentModel',
          Embed: '../schema/mappers.js#EmbedModel',
          Image: '../schema/mappers.js#ImageModel',
          Page: '../schema/mappers.js#PageModel',
          FrontpageItem: '../schema/mappers.js#FrontpageItemModel',
          Banner: '../schema/mappers.js#BannerModel',
          PathInfo: '../schema/mappers.js#PathInfoModel',
          Region: '../schema/mappers.js#RegionModel',
          RegionFeature: '../schema/mappers.js#RegionFeatureModel',
          WeatherPlace: '../schema/mappers.js#WeatherPlaceModel',
          SiteSearchHit: '../schema/mappers.js#SiteSearchHitModel',
          User: '../schema/mappers.js#UserModel',
          Profile: '../schema/mappers.js#ProfileModel',
          Session: '../schema/mappers.js#SessionModel',
          Interest: '../schema/mappers.js#InterestModel',
          Reply: '../schema/mappers.js#ReplyModel',
          ReplyUser: '../schema/mappers.js#ReplyUserModel',
          ReplyContent: '../schema/mappers.js#ReplyContentModel',
          Activity: '../schema/mappers.js#ActivityModel',
        },
        useIndexSignature: true,
        enumsAsTypes: true,
        scalars,
      },
    },
    // Operation types and typed documents: `client.query(ArticlesDocument, vars)` infers its types.
    'packages/graphql/src/generated/graphql.ts': {
      schema,
      documents,
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        // urql's own TypedDocumentNode (structurally the same as @graphql-typed-document-node/core's),
        // so the package needs no extra dependency for a type.
        documentNodeImport: '@urql/core#TypedDocumentNode',
      },
    },
    // The urql hooks, using the typed documents above instead of declaring their own.
    'packages/graphql/src/generated/urql.ts': {
      schema,
      documents,
      plugins: ['typescript-urql'],
      config: {
        useTypeImports: true,
        withHooks: true,
        documentMode: 'external',
        importDocumentNodeExternallyFrom: './graphql.js',
        importOperationTypesFrom: 'Operations',
      },
    },
  },
};

export default config;
