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
import { knowLinkingArticles } from "./delete-question.ts";
import "./photos/photo-button.ts";
import "./conflict/keep-both.ts";
import "./links/link-dialog.ts";
import { checkPhotosFirst } from "./photos/photo-check.ts";
import { nameSavedEntries } from "./commit-titles.ts";
import { sharedRenewal } from "./renewal.ts";

window.fetch = sharedRenewal(window.fetch.bind(window));
checkPhotosFirst();

const response = await fetch("/admin/config.json", { cache: "no-cache" });
// Not a setting of the editor's: which articles link to each, for the question before deleting one
// (LINKED_FROM in tooling/editor/editor-config.ts).
const { linked_from: linkedFrom, ...config } = await response.json();
knowLinkingArticles(linkedFrom);
nameSavedEntries(config);
// The sign-in is served by the site itself (functions/masuk/): on whichever address the editor is
// opened (the Pages address, the centre's domain), its sign-in window opens there, and the token
// comes back only to a page of that origin.
config.backend = { ...config.backend, base_url: location.origin };
CMS.init({ config: { ...config, load_config_file: false } });
