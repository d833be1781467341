import {defineConfig} from 'vitest/config';

const siteDir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');

export default defineConfig({
  // The site's tsconfig leaves JSX to Docusaurus's bundler; tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: [
      'src/**/__tests__/**/*.test.{ts,tsx}',
      'config/**/__tests__/**/*.test.ts',
      'scripts/**/__tests__/**/*.test.ts',
    ],
    alias: {
      '@site': siteDir,
      // Written by the build; a test that needs grammar modules mocks it.
      '@generated/docusaurus-site-prism-on-demand/languageLoaders': `${siteDir}/src/plugins/prism-on-demand/__tests__/noLanguageLoaders.ts`,
    },
    environment: 'node',
  },
});
