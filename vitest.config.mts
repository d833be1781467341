import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig leaves JSX to Docusaurus's bundler; tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: [
      'src/**/__tests__/**/*.test.{ts,tsx}',
      'config/**/__tests__/**/*.test.ts',
      'scripts/**/__tests__/**/*.test.ts',
    ],
    alias: {'@site': new URL('.', import.meta.url).pathname.replace(/\/$/, '')},
    environment: 'node',
  },
});
