type RouteLocation = {pathname: string; search: string; hash: string};

function toPath({pathname, search, hash}: RouteLocation): string {
  return `${pathname}${search}${hash}`;
}

/** One console line per navigation: where from (if anywhere) and where to. */
export function describeRouteChange(location: RouteLocation, previousLocation: RouteLocation | null): string {
  return previousLocation
    ? `[route] ${toPath(previousLocation)} -> ${toPath(location)}`
    : `[route] first load ${toPath(location)}`;
}
