/**
 * A container health check without curl in the image: `node deploy/probe.cjs <url>` exits 0 when the URL
 * answers 2xx within three seconds, else 1 (compose's healthcheck on each server's /health/ready).
 */
const url = process.argv[2];
if (!url) {
  console.error('usage: node deploy/probe.cjs <url>');
  process.exit(2);
}
fetch(url, { signal: AbortSignal.timeout(3000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  (error) => {
    console.error(`${url}: ${error.message}`);
    process.exit(1);
  },
);
