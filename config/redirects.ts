import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Pages that moved from the docs to the community section. */
const COMMUNITY_PAGES = ['support', 'team', 'resources'] as const;

export const redirects = {
  fromExtensions: ['html'],
  redirects: [
    ...COMMUNITY_PAGES.map((page) => ({
      from: [`/docs/${page}`, `/docs/next/${page}`],
      to: `/community/${page}`,
    })),
    {from: '/docs/introduction', to: '/docs/'},
    {from: ['/home', '/homepage'], to: '/'},
  ],
} satisfies ClientRedirectsOptions;
