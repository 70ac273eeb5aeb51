import { siteContent } from "../app/content/site";

/** SITE_URL from the build environment wins over the configured address. */
export function resolveSiteUrl(env: Record<string, string | undefined>): string {
  const fromEnv = env.SITE_URL?.trim();
  return (fromEnv || siteContent.siteUrl).replace(/\/+$/, "");
}
