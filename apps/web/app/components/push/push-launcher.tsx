import { useUser } from '../../lib/user.js';
import { PushStarter } from './push-starter.js';
import { usePushSettings } from './use-push.js';

/**
 * Launches `@nsv/push-sdk` (through {@link PushStarter}) with the site's push settings and the
 * logged-in visitor (user id and name) from the root loader; unlinks the device after logout.
 * Without settings it does nothing at all.
 */
export function PushLauncher() {
  const settings = usePushSettings();
  const user = useUser();
  const linked = user ? { id: user.id, name: user.profile?.username ?? user.email } : null;
  return <PushStarter settings={settings} user={linked} />;
}
