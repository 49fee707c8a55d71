/**
 * Loads the push chunk (`@nsv/push-sdk` and the site's glue), only in the browser and only when
 * the site has push settings. Free of React Router, so island documents can start push too.
 */
export function loadPushClient() {
  return import('./push-client.js');
}
