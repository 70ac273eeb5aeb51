import { loadContent } from "./content-files";

/** SITE_URL from the build environment wins over the configured address. */
export function resolveSiteUrl(env: Record<string, string | undefined>): string {
  const fromEnv = env.SITE_URL?.trim();
  // While the content has a mistake the check stops the build anyway; the address does not matter then.
  return (fromEnv || loadContent().data?.site.siteUrl || "").replace(/\/+$/, "");
}
