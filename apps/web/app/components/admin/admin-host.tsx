import { type ComponentType, useEffect, useState } from 'react';
import { useUser } from '../../lib/user.js';

/**
 * Mounts the admin-actions panel for admins only (spec §2, §6). The panel's module is loaded with
 * a dynamic import after hydration and only when the visitor is an admin: other visitors' pages
 * never request its code, and its data (the admin location) comes from the API, which answers
 * admins only.
 */
export function AdminHost() {
  const isAdmin = useUser()?.isAdmin === true;
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!isAdmin) return;
    let cancelled = false;
    void import('./admin-panel.js').then((module) => {
      if (!cancelled) setPanel(() => module.AdminPanel);
    });
    return () => {
      cancelled = true;
    };
  }, [isAdmin]);
  return isAdmin && Panel ? <Panel /> : null;
}
