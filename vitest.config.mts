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
      // The browser's stand-in (src/plugins/code-highlighting): a test registers the grammars it needs.
      '@prism-on-demand/server-grammars': `${siteDir}/src/plugins/code-highlighting/client/noGrammars.ts`,
    },
    environment: 'node',
  },
});
