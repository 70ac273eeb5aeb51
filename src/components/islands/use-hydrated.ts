import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the HTML made at build time and while React takes it over, true
 * from the next render on: for controls that only work with JavaScript, so
 * that a page without it never shows them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
