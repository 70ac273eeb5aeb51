import type { IncomingMessage, ServerResponse } from "node:http";
import type { Person } from "./stand-in.ts";

/**
 * GitHub's web sign-in for an app (https://docs.github.com/en/apps/creating-github-apps/
 * authenticating-with-a-github-app/generating-a-user-access-token-for-a-github-app), as the
 * editor's sign-in (src/sign-in/) and `npm run setup` meet it:
 *
 * - `GET /login/oauth/authorize`: GitHub's page where a person signs in and authorizes the app
 *   (here one page: their login, then Authorize or Cancel); an unknown client id, or a redirect_uri
 *   that is not one of the app's callback URLs, stops there and never goes back to the site;
 * - `POST /login/oauth/access_token`: a code (once, within 10 minutes, for the redirect_uri it was
 *   given for) or a refresh token, with the app's client id and secret, for a user access token.
 *   GitHub answers a refusal with 200 and an `error` (`incorrect_client_credentials`,
 *   `bad_verification_code`, `redirect_uri_mismatch`, `bad_refresh_token`).
 *
 * - `POST /settings/apps/new` (or an organisation's) with a `manifest`: GitHub's page that makes
 *   the App it describes when its owner presses Create, then sends the browser to the manifest's
 *   redirect_url with a code; `POST /app-manifests/{code}/conversions` (API) trades that code, once,
 *   for the App's client ID and secret (docs: "Registering a GitHub App from a manifest").
 *
 * A GitHub App's user token reaches only the repositories the app is installed on, with the
 * person's own role there; by default it lasts 8 hours and comes with a refresh token of 6 months
 * (both single-use on refresh). `expiring: false` is the app setting that opts out.
 */

export interface App {
  name: string;
  clientId: string;
  clientSecret: string;
  callbackUrls: string[];
  /** Full names of the repositories it is installed on, lower case. */
  installedOn: string[];
  expiring: boolean;
}

export interface UserToken {
  token: string;
  login: string;
  app: App;
  /** Milliseconds since the epoch; null: never. */
  expiresAt: number | null;
}

const EIGHT_HOURS = 8 * 3600;
const SIX_MONTHS = 184 * 24 * 3600;

export class WebFlow {
  readonly apps = new Map<string, App>();
  readonly tokens = new Map<string, UserToken>();
  private readonly codes = new Map<string, { login: string; clientId: string; redirectUri: string; until: number }>();
  private readonly refreshTokens = new Map<string, { login: string; clientId: string }>();
  /** Apps made from a manifest, by the code their maker's browser was sent back with. */
  private readonly manifestCodes = new Map<string, App>();
  private readonly people: Map<string, Person>;
  private readonly id: () => number;

  constructor(people: Map<string, Person>, id: () => number) {
    this.people = people;
    this.id = id;
  }

  /** An app made (by the setup's manifest, or by hand) and installed on `installedOn`. */
  addApp(app: Omit<App, "clientId" | "clientSecret" | "installedOn"> & Partial<App>): App {
    const made: App = {
      clientId: `Iv23li${this.id()}`,
      clientSecret: `${this.id()}`.padStart(40, "f"),
      installedOn: [],
      ...app,
    };
    made.installedOn = made.installedOn.map((name) => name.toLowerCase());
    this.apps.set(made.clientId, made);
    return made;
  }

  /** Time passing for one person's tokens: each one of theirs now answers 401. */
  expire(login: string): void {
    for (const token of this.tokens.values()) if (token.login === login) token.expiresAt = 0;
  }

  /** The user token `token` stands for, or undefined when it is not one; throws GitHub's 401 when it ran out. */
  userToken(token: string): UserToken | undefined {
    return this.tokens.get(token);
  }

  /** The App a manifest's code stands for, once; undefined for a code spent or unknown. */
  convert(code: string): App | undefined {
    const app = this.manifestCodes.get(code);
    this.manifestCodes.delete(code);
    return app;
  }

  /** GitHub's page for a manifest: shown, then on Create the App made and the browser sent back. */
  private manifestPage(form: URLSearchParams, url: URL, response: ServerResponse): void {
    const state = url.searchParams.get("state") ?? "";
    let manifest: { name?: string; redirect_url?: string; callback_urls?: string[] };
    try {
      manifest = JSON.parse(form.get("manifest") ?? "");
    } catch {
      response.writeHead(400, { "content-type": "text/html; charset=utf-8" });
      return void response.end("<!doctype html><title>GitHub</title><p>Invalid GitHub App configuration.</p>");
    }
    if (form.get("create") !== "1") {
      const escape = (text: string) => text.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`);
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void response.end(
        `<!doctype html><html lang="en"><title>GitHub</title><h1>Create GitHub App</h1><form method="post">` +
          `<label>GitHub App name <input name="name" value="${escape(manifest.name ?? "")}"></label>` +
          `<input type="hidden" name="manifest" value="${escape(form.get("manifest")!)}"><input type="hidden" name="create" value="1">` +
          `<button>Create GitHub App for ${escape(url.pathname.startsWith("/settings/") ? "you" : url.pathname.split("/")[2]!)}</button></form></html>`,
      );
    }
    const app = this.addApp({
      name: form.get("name") || manifest.name || "App",
      callbackUrls: manifest.callback_urls ?? [],
      expiring: true,
    });
    const code = `manifest${this.id()}`;
    this.manifestCodes.set(code, app);
    const back = new URL(manifest.redirect_url!);
    back.searchParams.set("code", code);
    back.searchParams.set("state", state);
    response.writeHead(302, { location: back.href });
    response.end();
  }

  /** Answers the sign-in's paths; false for any other. */
  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (/^\/(settings|organizations\/[\w.-]+\/settings)\/apps\/new$/.test(url.pathname) && request.method === "POST") {
      this.manifestPage(new URLSearchParams(await text(request)), url, response);
      return true;
    }
    if (url.pathname === "/login/oauth/authorize") {
      const form = request.method === "POST" ? new URLSearchParams(await text(request)) : url.searchParams;
      this.authorize(request.method ?? "GET", form, response);
      return true;
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      const said = await text(request);
      const fields = /json/.test(request.headers["content-type"] ?? "")
        ? new URLSearchParams(Object.entries(JSON.parse(said || "{}") as Record<string, string>))
        : new URLSearchParams(said);
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(this.accessToken(fields)));
      return true;
    }
    return false;
  }

  private authorize(method: string, form: URLSearchParams, response: ServerResponse): void {
    const app = this.apps.get(form.get("client_id") ?? "");
    const page = (status: number, body: string) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html lang="en"><title>GitHub</title><body>${body}</body></html>`);
    };
    if (!app) return page(404, "<h1>404</h1><p>This is not the web page you are looking for.</p>");
    const redirectUri = form.get("redirect_uri") ?? app.callbackUrls[0]!;
    if (!app.callbackUrls.includes(redirectUri))
      return page(400, "<h1>Be careful!</h1><p>The redirect_uri is not associated with this application.</p>");
    const state = form.get("state") ?? "";
    const back = new URL(redirectUri);
    if (method === "GET") {
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${value.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`)}">`;
      return page(
        200,
        `<h1>Authorize ${app.name}</h1><form method="post">${hidden("client_id", app.clientId)}${hidden("redirect_uri", redirectUri)}${hidden("state", state)}` +
          `<label>Username or email address <input name="login" autocomplete="username"></label>` +
          `<button name="decision" value="authorize">Authorize ${app.name}</button>` +
          `<button name="decision" value="cancel">Cancel</button></form>`,
      );
    }
    const login = form.get("login") ?? "";
    if (form.get("decision") !== "authorize") {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user has denied your application access.");
    } else if (!this.people.has(login)) {
      return page(401, "<h1>Incorrect username or password.</h1>");
    } else {
      const code = `code${this.id()}`;
      this.codes.set(code, { login, clientId: app.clientId, redirectUri, until: Date.now() + 600_000 });
      back.searchParams.set("code", code);
    }
    back.searchParams.set("state", state);
    response.writeHead(302, { location: back.href });
    response.end();
  }

  private accessToken(fields: URLSearchParams): Record<string, unknown> {
    const refuse = (error: string, description: string) => ({
      error,
      error_description: description,
      error_uri: `https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#${error.replaceAll("_", "-")}`,
    });
    const app = this.apps.get(fields.get("client_id") ?? "");
    if (!app || fields.get("client_secret") !== app.clientSecret)
      return refuse("incorrect_client_credentials", "The client_id and/or client_secret passed are incorrect.");
    let login: string;
    if (fields.get("grant_type") === "refresh_token") {
      const refresh = this.refreshTokens.get(fields.get("refresh_token") ?? "");
      if (!refresh || refresh.clientId !== app.clientId)
        return refuse("bad_refresh_token", "The refresh token passed is incorrect or expired.");
      this.refreshTokens.delete(fields.get("refresh_token")!);
      login = refresh.login;
    } else {
      const code = this.codes.get(fields.get("code") ?? "");
      if (!code || code.clientId !== app.clientId || code.until < Date.now())
        return refuse("bad_verification_code", "The code passed is incorrect or expired.");
      if (fields.has("redirect_uri") && fields.get("redirect_uri") !== code.redirectUri)
        return refuse(
          "redirect_uri_mismatch",
          "The redirect_uri MUST match the registered callback URL for this application.",
        );
      this.codes.delete(fields.get("code")!);
      login = code.login;
    }
    const token = `ghu_${this.id()}${login.replace(/\W/g, "")}`;
    this.tokens.set(token, {
      token,
      login,
      app,
      expiresAt: app.expiring ? Date.now() + EIGHT_HOURS * 1000 : null,
    });
    if (!app.expiring) return { access_token: token, token_type: "bearer", scope: "" };
    const refreshToken = `ghr_${this.id()}${login.replace(/\W/g, "")}`;
    this.refreshTokens.set(refreshToken, { login, clientId: app.clientId });
    return {
      access_token: token,
      expires_in: EIGHT_HOURS,
      refresh_token: refreshToken,
      refresh_token_expires_in: SIX_MONTHS,
      token_type: "bearer",
      scope: "",
    };
  }
}

async function text(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
