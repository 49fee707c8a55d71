import { useEffect, useRef } from 'react';
import { createPath, useNavigation } from 'react-router';
import { reloadOnce, watchLatestBuild } from '../../lib/build-update.js';

/**
 * Watches for a newer build; once one is seen, the next navigation loads the new page fully
 * instead of running the old build's code against the new server (spec §2 new build).
 */
export function BuildUpdateWatcher() {
  const newerSeen = useRef(false);
  const navigation = useNavigation();

  useEffect(
    () =>
      watchLatestBuild(() => {
        newerSeen.current = true;
      }),
    [],
  );

  useEffect(() => {
    if (newerSeen.current && navigation.state === 'loading' && navigation.location) {
      reloadOnce(createPath(navigation.location));
    }
  }, [navigation.state, navigation.location]);

  return null;
}
