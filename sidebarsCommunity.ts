import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebarsCommunity = {
  community: [
    'support',
    'team',
    'resources',
    'contributing',
    'canary',
    'release-process',
    {type: 'link', label: 'Changelog', href: '/changelog/'},
    {type: 'link', label: 'Showcase', href: '/showcase/'},
    {type: 'link', label: 'Feature Requests', href: '/feature-requests/'},
  ],
} satisfies SidebarsConfig;

export default sidebarsCommunity;
