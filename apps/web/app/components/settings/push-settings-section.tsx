import { PushToggle } from '../push/push-toggle.js';

/**
 * Web push on or off for this browser. The toggle itself is `PushToggle`
 * (`components/push/push-toggle.tsx`, helper S4), rendered here in place of the comment below.
 */
export function PushSettingsSection() {
  return (
    <section className="settings-form" aria-labelledby="push-titel" data-section="push">
      <h2 id="push-titel">Pushmeldingen in deze browser</h2>
      <p>
        Krijg een melding van de Nederlandse Ski Vereniging in deze browser, ook als de site niet
        open staat. Dit geldt alleen voor deze browser op dit apparaat.
      </p>
      <PushToggle />
    </section>
  );
}
