/** `/health`: answers while the web server runs (for load balancers and the test harness). */
export function loader() {
  return new Response('ok', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
