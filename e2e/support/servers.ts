/**
 * The two servers of the browser tests, both on loopback: Docusaurus's own `serve` (most
 * specs) and nginx with the production configuration of deploy/nginx/ (the crawl and the
 * production-serving spec).
 */
export const SERVE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4180);
export const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
