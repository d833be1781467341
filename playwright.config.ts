import {defineConfig, devices} from '@playwright/test';
import {NGINX_PORT, NGINX_URL, SERVE_PORT} from './e2e/support/servers';

const isCI = Boolean(process.env.CI);

/**
 * Browser tests run against the production build of every locale (`npm run build` first),
 * served by Docusaurus's own `serve` on 127.0.0.1 and, for the crawl and the
 * production-serving tests, by nginx with deploy/nginx/, in Debian's Chromium: no browser
 * is downloaded. They run in its headless shell (package chromium-headless-shell), the same
 * engine without the desktop browser around it, which costs a third less time per spec.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 10_000},
  // The JSON report feeds the test count that scripts/check.mjs prints at the end.
  reporter: [['list'], ['json', {outputFile: 'test-reports/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${SERVE_PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
          // The sandbox is unavailable as root; the network flags stop Chromium from
          // calling home, which this machine's closed network would refuse noisily.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --dir build --host 127.0.0.1 --port ${SERVE_PORT} --no-open`,
      url: `http://127.0.0.1:${SERVE_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: 'bash scripts/nginx.sh run',
      env: {NGINX_PORT: `${NGINX_PORT}`},
      url: `${NGINX_URL}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
