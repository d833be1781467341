import {describe, expect, it} from 'vitest';
import {isLikelyNext, type LinkElement} from '../likelyNextLinks';

const VIEWPORT = 720;

const link = (
  href: string,
  {visible, top = 100, inChrome = false}: {visible?: boolean; top?: number; inChrome?: boolean} = {},
): LinkElement => ({
  getAttribute: () => href,
  getBoundingClientRect: () => ({top, bottom: top + 20}),
  closest: () => (inChrome ? {} : null),
  ...(visible === undefined ? {} : {checkVisibility: () => visible}),
});

describe('isLikelyNext', () => {
  it('is true for a shown link of the content near the screen', () => {
    const links = [link('/docs/cli/', {visible: false}), link('/docs/cli/', {visible: true, top: 900})];
    expect(isLikelyNext('/docs/cli/', links, VIEWPORT)).toBe(true);
  });

  it('is false when every link to the URL is hidden, as in a closed dropdown menu', () => {
    const links = [link('/docs/2.4.3/cli/', {visible: false}), link('/docs/', {visible: true})];
    expect(isLikelyNext('/docs/2.4.3/cli/', links, VIEWPORT)).toBe(false);
  });

  it('is false when the shown links to the URL are far down the page', () => {
    const links = [link('/docs/2.4.3/cli/', {visible: false}), link('/docs/2.4.3/cli/', {visible: true, top: 6000})];
    expect(isLikelyNext('/docs/2.4.3/cli/', links, VIEWPORT)).toBe(false);
  });

  it('is false when the URL is linked only from the navbar, the docs sidebar or the footer', () => {
    const links = [link('/showcase/', {visible: true, inChrome: true}), link('/docs/', {visible: true})];
    expect(isLikelyNext('/showcase/', links, VIEWPORT)).toBe(false);
  });

  it('is true when the content links to a URL the navigation chrome also links to', () => {
    const links = [link('/docs/cli/', {visible: true, inChrome: true}), link('/docs/cli/', {visible: true, top: 400})];
    expect(isLikelyNext('/docs/cli/', links, VIEWPORT)).toBe(true);
  });

  it('is true when no link leads to the URL: the call was made on purpose', () => {
    expect(isLikelyNext('/blog/', [link('/docs/', {visible: false})], VIEWPORT)).toBe(true);
  });

  it('is false when the link that asked no longer leads to the URL, as a sidebar category once hydrated', () => {
    const links = [link('#', {visible: true, inChrome: true}), link('/docs/cli/', {visible: true})];
    expect(isLikelyNext('/docs/api/misc/create-docusaurus/', links, VIEWPORT, true)).toBe(false);
  });

  it('is true in a browser that cannot tell a hidden link', () => {
    expect(isLikelyNext('/docs/cli/', [link('/docs/cli/')], VIEWPORT)).toBe(true);
  });
});
