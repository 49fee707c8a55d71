import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen for the whole repository: the API's SDL is the contract.
 * - the server's resolver types come from `apps/api/src/schema/**\/*.graphql`;
 * - the client's typed documents and urql hooks come from the operations in `packages/graphql`.
 */
const schema = 'apps/api/src/schema/**/*.graphql';

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
        scalars: { UUID: 'string', DateTime: 'string', JSON: 'unknown' },
      },
    },
    'packages/graphql/src/generated/graphql.ts': {
      schema,
      documents: 'packages/graphql/src/operations/**/*.graphql',
      plugins: ['typescript-operations', 'typescript-urql'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        withHooks: true,
        scalars: { UUID: 'string', DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
