import {describe, expect, it} from 'vitest';
import {linkedOnlyOutOfSight, type LinkElement} from '../hiddenLinks';

const VIEWPORT = 720;

const link = (href: string, {visible, top = 100}: {visible?: boolean; top?: number} = {}): LinkElement => ({
  getAttribute: () => href,
  getBoundingClientRect: () => ({top, bottom: top + 20}),
  ...(visible === undefined ? {} : {checkVisibility: () => visible}),
});

describe('linkedOnlyOutOfSight', () => {
  it('is true when every link to the URL is hidden, as in a closed dropdown menu', () => {
    const links = [link('/docs/2.4.3/cli/', {visible: false}), link('/docs/', {visible: true})];
    expect(linkedOnlyOutOfSight('/docs/2.4.3/cli/', links, VIEWPORT)).toBe(true);
  });

  it('is true when the shown links to the URL are far down the page', () => {
    const links = [link('/docs/2.4.3/cli/', {visible: false}), link('/docs/2.4.3/cli/', {visible: true, top: 6000})];
    expect(linkedOnlyOutOfSight('/docs/2.4.3/cli/', links, VIEWPORT)).toBe(true);
  });

  it('is false when one link to the URL is shown near the screen', () => {
    const links = [link('/docs/cli/', {visible: false}), link('/docs/cli/', {visible: true, top: 900})];
    expect(linkedOnlyOutOfSight('/docs/cli/', links, VIEWPORT)).toBe(false);
  });

  it('is false when no link leads to the URL: the call was made on purpose', () => {
    expect(linkedOnlyOutOfSight('/blog/', [link('/docs/', {visible: false})], VIEWPORT)).toBe(false);
  });

  it('is false in a browser that cannot tell a hidden link', () => {
    expect(linkedOnlyOutOfSight('/docs/cli/', [link('/docs/cli/')], VIEWPORT)).toBe(false);
  });
});
