import islandsManifest from 'virtual:nsv/islands-manifest';

/** Loader data of a route that wants its document sent as an island document. */
export interface IslandDocumentData {
  islandDocument: boolean;
}

/**
 * Whether the server sends this page as an island document (decision 0518): a matched route's
 * loader asked for it (`islandDocument: true`) and the islands entry was built. Always false in
 * the browser and in development, where the manifest is null.
 */
export function isIslandDocument(matches: ReadonlyArray<{ loaderData?: unknown }>): boolean {
  if (!islandsManifest) return false;
  return matches.some(
    (match) =>
      typeof match.loaderData === 'object' &&
      match.loaderData !== null &&
      (match.loaderData as Partial<IslandDocumentData>).islandDocument === true,
  );
}

/**
 * An island document's scripts, instead of React Router's: the islands entry, with its chunks
 * preloaded so they arrive in one round trip.
 */
export function IslandScripts() {
  if (!islandsManifest) return null;
  return (
    <>
      {islandsManifest.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={islandsManifest.entry} />
    </>
  );
}
