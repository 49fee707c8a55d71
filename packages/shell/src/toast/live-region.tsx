import type { CSSProperties, JSX } from 'react';

/** One text to say, kept in a live region for a moment. */
export interface Announcement {
  key: number;
  text: string;
  assertive: boolean;
}

// Visually hidden but read: the toast itself is on screen already.
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A persistent live region; only the texts added to it are read (errors assertively). */
export function LiveRegion({
  live,
  said,
}: {
  live: 'polite' | 'assertive';
  said: readonly Announcement[];
}): JSX.Element {
  return (
    <div role="status" aria-live={live} style={HIDDEN}>
      {said.map((a) => (
        <div key={a.key}>{a.text}</div>
      ))}
    </div>
  );
}
