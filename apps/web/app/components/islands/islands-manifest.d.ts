/** The built islands entry and its chunks (`islands.vite.ts`); null in development and in the browser. */
declare module 'virtual:nsv/islands-manifest' {
  const manifest: { entry: string; imports: string[] } | null;
  export default manifest;
}
