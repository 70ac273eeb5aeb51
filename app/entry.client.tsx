import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { matchRoutes, type RouteObject } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { announceBootState, BootState } from "./lib/boot-state";
import { SERVED_ROUTE_ATTRIBUTE } from "./lib/served-route";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

/** The route React Router will render for this address, from the manifest it boots with. */
function routeHere(): string | undefined {
  const routes = Object.values(window.__reactRouterManifest?.routes ?? {});
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return matchRoutes(childrenOf(undefined), window.location)?.at(-1)?.route.id;
}

/**
 * A static host answers an unknown address with the not-found page it finds
 * (Cloudflare Pages: the nearest 404.html), which may belong to another route
 * than the one React Router matches here: /TENTANG gets 404.html, yet matches
 * /tentang without regard to case. Hydrating would then render another page
 * over the served HTML (decision 011). So: an address in another case goes to
 * its lower-case spelling, where the host has the page; anything else keeps
 * the not-found page as served, complete without JavaScript.
 */
function servedPageFitsAddress(): boolean {
  const served = document.body.getAttribute(SERVED_ROUTE_ATTRIBUTE);
  if (!served || served === routeHere()) return true;
  const lowerCase = window.location.pathname.toLowerCase();
  if (lowerCase !== window.location.pathname)
    window.location.replace(lowerCase + window.location.search + window.location.hash);
  else announceBootState(BootState.static);
  return false;
}

if (servedPageFitsAddress()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
