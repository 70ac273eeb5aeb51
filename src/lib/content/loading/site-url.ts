import { collections, DATA_DIR } from "../collections.ts";
import { siteContentSchema } from "../schemas.ts";
import type { ContentProblem } from "../content-problem.ts";
import type { LoadedContent } from "./content-files.ts";
import { contentReading } from "./reading.ts";

type Env = Record<string, string | undefined>;

export interface SiteAddress {
  /**
   * The site's public address without a trailing slash
   * (https://daycarecisauk.id); empty while neither SITE_URL nor site.yaml
   * gives a valid one, when the content check stops the build anyway.
   */
  url: string;
  /** A SITE_URL that is not an address, for the content check; site.yaml's own value is checked with its file. */
  problems: ContentProblem[];
}

/**
 * The one place the site's public address is decided: SITE_URL from the
 * build environment wins over `siteUrl` in site.yaml, either must pass the
 * schema's check of an address, and trailing slashes go. Astro's `site`
 * (astro.config.ts: canonical addresses, Open Graph, the sitemap), the
 * content check, the example warning and the editor's settings all take its result.
 * The check passes the content it has read (`content`); without it, the one reading of the content
 * (./reading.ts) gives it.
 */
export function siteAddress(
  env: Env = process.env,
  root = process.cwd(),
  content?: Pick<LoadedContent, "parsed">,
): SiteAddress {
  const override = env.SITE_URL?.trim();
  const chosen = override ? siteContentSchema.shape.siteUrl.safeParse(override) : undefined;
  if (chosen && !chosen.success) {
    return {
      url: "",
      problems: [
        {
          file: `${DATA_DIR}/${collections.site.file}`,
          field: "siteUrl (variabel lingkungan SITE_URL)",
          message: chosen.error.issues[0]!.message,
        },
      ],
    };
  }
  const url = chosen?.data ?? (content ?? contentReading(root).files).parsed.site?.siteUrl ?? "";
  return { url: url.replace(/\/+$/, ""), problems: [] };
}
