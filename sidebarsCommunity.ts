import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Labels written here are translatable, like those of sidebars.ts. */
const sidebarsCommunity = {
  community: [
    {type: 'doc', id: 'support', label: 'Support'},
    {type: 'doc', id: 'team', label: 'Team'},
    {type: 'doc', id: 'resources', label: 'Awesome Resources'},
    {type: 'doc', id: 'contributing', label: 'Contributing'},
    {type: 'doc', id: 'canary', label: 'Canary releases'},
    {type: 'doc', id: 'release-process', label: 'Release process'},
    {type: 'link', label: 'Changelog', href: '/changelog/'},
    {type: 'link', label: 'Showcase', href: '/showcase/'},
    {type: 'link', label: 'Feature Requests', href: '/feature-requests/'},
  ],
} satisfies SidebarsConfig;

export default sidebarsCommunity;
