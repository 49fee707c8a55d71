export {
  EmbedRenderer,
  EMBED_TYPES,
  isEmbedType,
  type EmbedRendererProps,
  type EmbedType,
} from './embed-renderer';
