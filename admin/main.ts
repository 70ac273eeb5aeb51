/**
 * The editor at /admin/: Sveltia CMS from npm, bundled with the site (no
 * request to a CDN). Its configuration is generated from the content
 * schemas at build time (tooling/editor/editor-config.ts) and served beside this
 * page, so the bundle stays the same from build to build and is cached.
 * Its interface is Indonesian (admin/locales/id.json, chosen by ./language.ts).
 */
import "./language.ts";
import CMS from "@sveltia/cms";
import "./article-id.ts";
import "./date-field.ts";
import "./delete-question.ts";
import "./photo-button.ts";

const response = await fetch("/admin/config.json", { cache: "no-cache" });
CMS.init({ config: { ...(await response.json()), load_config_file: false } });
