import type {Footer} from '@docusaurus/theme-common';
import {baseUrl} from './env';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: '/docs/'},
        {label: 'Installation', to: '/docs/installation/'},
        {label: 'Migration from v1 to v2', to: '/docs/migration/'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'Feature Requests', to: '/feature-requests/'},
        {label: 'Discord', href: 'https://discordapp.com/invite/docusaurus'},
        {label: 'Help', to: '/community/support/'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'Changelog', to: '/changelog/'},
        {label: 'GitHub', href: 'https://github.com/facebook/docusaurus'},
        {label: 'X', href: 'https://x.com/docusaurus'},
        {
          html: `<a href="https://www.netlify.com" target="_blank" rel="noreferrer noopener" aria-label="Deploys by Netlify">
  <img src="${baseUrl}img/deploys-by-netlify.svg" alt="Deploys by Netlify" width="114" height="51" loading="lazy" />
</a>`,
        },
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
        {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
        {label: 'Cookie Policy', href: 'https://opensource.fb.com/legal/cookie-policy/'},
      ],
    },
  ],
  logo: {
    alt: 'Meta Open Source logo',
    src: 'img/meta-open-source.svg',
    href: 'https://opensource.fb.com',
    target: '_blank',
    width: 160,
    height: 51,
  },
  // src/theme/Footer/Copyright fills in {year}.
  copyright: 'Copyright © {year} Meta Platforms, Inc. Built with Docusaurus.',
} satisfies Footer;
