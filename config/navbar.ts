import type {Navbar} from '@docusaurus/theme-common';
import {ARCHIVED_VERSIONS, ARCHIVED_VERSIONS_IN_DROPDOWN} from './archivedVersions';

const dropdownSeparator = {type: 'html', value: '<hr class="dropdown-separator">'} as const;

export const navbar = {
  hideOnScroll: true,
  title: 'Docusaurus',
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'doc', position: 'left', docId: 'introduction', label: 'Docs'},
    {type: 'docSidebar', position: 'left', sidebarId: 'api', label: 'API'},
    {to: '/blog/', label: 'Blog', position: 'left'},
    {to: '/showcase/', label: 'Showcase', position: 'left'},
    {to: '/community/support/', label: 'Community', position: 'left', activeBaseRegex: '^/community/'},
    {to: '/tests/docs/', label: 'Tests', position: 'left', activeBaseRegex: '^/tests/'},
    // Registered in src/theme/NavbarItem/ComponentTypes.tsx; renders on /tests/ routes only.
    {type: 'custom-testsOnly', position: 'left'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [
        dropdownSeparator,
        {type: 'html', className: 'dropdown-archived-versions', value: '<b>Archived versions</b>'},
        ...ARCHIVED_VERSIONS.slice(0, ARCHIVED_VERSIONS_IN_DROPDOWN).map(({name, url}) => ({label: name, href: url})),
        dropdownSeparator,
        {to: '/versions/', label: 'All versions'},
      ],
    },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [
        dropdownSeparator,
        {href: 'https://github.com/facebook/docusaurus/issues/3526', label: 'Help us translate'},
      ],
    },
    {
      href: 'https://github.com/facebook/docusaurus',
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
} satisfies Navbar;
