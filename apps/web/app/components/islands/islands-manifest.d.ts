/**
 * The built islands entry and its chunks: `IslandsManifest` of `islands.vite.ts` (an ambient module
 * cannot import it by a relative path); null in development and in the browser.
 */
declare module 'virtual:nsv/islands-manifest' {
  const manifest: { entry: string; imports: string[] } | null;
  export default manifest;
}
