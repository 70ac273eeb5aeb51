/**
 * The centre's GitHub App for the editor's sign-in (docs/decisions/028), made through GitHub's
 * manifest flow (docs.github.com, "Registering a GitHub App from a manifest"): `npm run setup`
 * serves one page on this computer whose button sends GitHub the App's whole description; the
 * maintainer, signed in to GitHub, presses Create on GitHub's page; GitHub sends the browser back
 * here with a code, which setup trades for the App's client ID and secret. Nothing is copied by
 * hand, and the secret goes from GitHub's answer straight to the Pages project.
 *
 * The App as the sign-in needs it: callback URLs on the site's own addresses (/masuk/callback),
 * Contents read and write (the staff's saves), Actions read (/admin/status/), no webhook, private
 * to its owner. Installing it on the two repositories stays a click of the maintainer's: GitHub
 * lets no program do it.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeHtml } from "../../src/sign-in/handing-page.ts";
import type { GitHub } from "../publish/github.ts";
import { Stop } from "./secrets.ts";

export interface MadeApp {
  clientId: string;
  clientSecret: string;
  /** The App's page on GitHub, where it is installed and its secrets are kept. */
  htmlUrl: string;
  slug: string;
}

export interface AppRequest {
  gh: GitHub;
  /** GitHub's web address. */
  web: string;
  owner: string;
  ownerKind: "User" | "Organization";
  /** The site's addresses whose /masuk/callback may receive a sign-in: the Pages address, the centre's domain. */
  siteAddresses: string[];
  /** Where to tell the maintainer to open the page: printed once the page is there. */
  tell: (address: string) => void;
  /** How long to wait for the maintainer's click (GitHub's code lasts an hour). */
  waitMs?: number;
}

/** GitHub's limit for an App's name. */
const NAME_LENGTH = 34;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
  `<body style="font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`;

/** The manifest: what GitHub makes when the maintainer presses Create. */
export function manifestOf(owner: string, siteAddresses: string[], back: string) {
  const addresses = [...new Set(siteAddresses.map((address) => address.replace(/\/+$/, "")))];
  return {
    name: `Editor Konten ${owner}`.slice(0, NAME_LENGTH),
    url: addresses[0]!,
    description: "Masuk ke editor konten situs daycare (src/sign-in/).",
    hook_attributes: { url: addresses[0]!, active: false },
    redirect_url: back,
    callback_urls: addresses.map((address) => `${address}/masuk/callback`),
    public: false,
    default_permissions: { contents: "write", actions: "read", metadata: "read" },
    request_oauth_on_install: false,
  };
}

/** Serves the page, waits for GitHub's code, and trades it for the App's credentials. */
export async function makeSignInApp(request: AppRequest): Promise<MadeApp> {
  const state = randomBytes(16).toString("hex");
  const newApp =
    request.ownerKind === "Organization"
      ? `${request.web}/organizations/${request.owner}/settings/apps/new`
      : `${request.web}/settings/apps/new`;
  let settle!: { resolve: (app: MadeApp) => void; reject: (error: Error) => void };
  const made = new Promise<MadeApp>((resolve, reject) => (settle = { resolve, reject }));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const answer = (status: number, html: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(html);
    };
    if (url.pathname === "/") {
      const manifest = manifestOf(request.owner, request.siteAddresses, `${origin}/kembali`);
      return answer(
        200,
        page(
          "The editor's sign-in",
          `<p>GitHub will show the App below for <b>${escapeHtml(request.owner)}</b>; press <b>Create GitHub App</b> there. (Sign in to GitHub first as an owner of ${escapeHtml(request.owner)}.)</p>` +
            `<form method="post" action="${escapeHtml(`${newApp}?state=${state}`)}"><input type="hidden" name="manifest" value="${escapeHtml(JSON.stringify(manifest))}">` +
            `<button>Make the App on GitHub</button></form>`,
        ),
      );
    }
    if (url.pathname === "/kembali") {
      const code = url.searchParams.get("code");
      if (url.searchParams.get("state") !== state || !code)
        return answer(
          400,
          page("Not this request", "<p>Open the address npm run setup printed, and press the button there.</p>"),
        );
      request.gh("POST /app-manifests/{code}/conversions", { code }).then(
        ({ data }) => {
          const app = {
            clientId: data.client_id,
            clientSecret: data.client_secret,
            htmlUrl: data.html_url,
            slug: data.slug ?? "",
          };
          answer(
            200,
            page(
              "Made",
              `<p>The App ${escapeHtml(data.name)} is made. Back in the terminal, npm run setup goes on; it tells you where to install the App.</p>`,
            ),
          );
          settle.resolve(app);
        },
        (error: unknown) => {
          answer(502, page("GitHub did not answer", "<p>Run npm run setup again.</p>"));
          settle.reject(new Stop(`GitHub did not give the new App's credentials: ${(error as Error).message}`));
        },
      );
      return;
    }
    answer(404, page("Not here", ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  request.tell(origin);
  const timer = setTimeout(
    () => settle.reject(new Stop("no App was made within the time: run npm run setup again when you have a moment")),
    request.waitMs ?? 30 * 60_000,
  );
  try {
    return await made;
  } finally {
    clearTimeout(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
