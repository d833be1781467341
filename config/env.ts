/**
 * Everything the build reads from the environment, in one place. README.md documents
 * each variable.
 */

function readFlag(name: string): boolean {
  return ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());
}

function readString(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function readBaseUrl(): string {
  const baseUrl = readString('BASE_URL') ?? '/';
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new Error(`BASE_URL must start and end with "/" (got "${baseUrl}"), for example "/" or "/docusaurus/".`);
  }
  return baseUrl;
}

export const siteUrl = readString('SITE_URL') ?? 'https://docusaurus.io';
export const baseUrl = readBaseUrl();

/** Deploy previews log route changes to the console to help reviewers. */
export const isDeployPreview = readFlag('DEPLOY_PREVIEW');

/** Hosted DocSearch credentials; all three are needed to use the hosted index. */
export const hostedSearch = (() => {
  const appId = readString('DOCSEARCH_APP_ID');
  const apiKey = readString('DOCSEARCH_API_KEY');
  const indexName = readString('DOCSEARCH_INDEX_NAME');
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined;
})();
