import {renderToString} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import ComponentCreator from '../client/ComponentCreator';

const created = vi.hoisted(() => [] as string[]);

vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator.js', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const RouteComponent = ({title}: {title?: string}) => <p>{`${path} ${title ?? ''}`}</p>;
    RouteComponent.preload = () => Promise.resolve(`preloaded ${path}`);
    return RouteComponent;
  },
}));

// The route tables are whole, as in the development server.
vi.mock('@generated/docusaurus-site-lean-chunk-maps/routeTableParts', () => ({prefixes: [], parts: null}));

describe('lazy ComponentCreator', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('makes nothing until the route is used', () => {
    ComponentCreator('/docs/', 'abc');
    ComponentCreator('/blog/', 'def');
    expect(created).toEqual([]);
  });

  it('makes the loadable once, on preload or on first render, and passes props through', async () => {
    const Route = ComponentCreator('/docs/', 'abc');
    await expect(Route.preload()).resolves.toBe('preloaded /docs/');
    expect(renderToString(<Route title="Intro" />)).toBe('<p>/docs/ Intro</p>');
    expect(renderToString(<Route />)).toBe('<p>/docs/ </p>');
    expect(created).toEqual(['/docs/-abc']);
  });
});
