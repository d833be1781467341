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
        // Translated labels: see src/components/DropdownExtraNavbarItem.
        {type: 'custom-dropdownHeading', labelKey: 'archivedVersions'},
        ...ARCHIVED_VERSIONS.slice(0, ARCHIVED_VERSIONS_IN_DROPDOWN).map(({name, url}) => ({label: name, href: url})),
        dropdownSeparator,
        {type: 'custom-translatedLink', labelKey: 'allVersions', to: '/versions/'},
      ],
    },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [
        dropdownSeparator,
        {
          type: 'custom-translatedLink',
          labelKey: 'helpUsTranslate',
          href: 'https://github.com/facebook/docusaurus/issues/3526',
        },
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
