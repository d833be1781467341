import {describe, expect, it} from 'vitest';
import {describeRouteChange} from '../describeRouteChange';

describe('describeRouteChange', () => {
  it('names the first page load', () => {
    expect(describeRouteChange({pathname: '/docs/', search: '', hash: ''}, null)).toBe('[route] first load /docs/');
  });

  it('shows the previous and next path with query and hash', () => {
    expect(
      describeRouteChange(
        {pathname: '/blog/', search: '?page=2', hash: '#top'},
        {pathname: '/docs/', search: '', hash: ''},
      ),
    ).toBe('[route] /docs/ -> /blog/?page=2#top');
  });
});
