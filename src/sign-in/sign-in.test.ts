import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitHubStandIn } from "../../tests/github/stand-in.ts";
import type { App } from "../../tests/github/web-flow.ts";
import { signIn, type SignInEnv } from "./sign-in.ts";

/**
 * The sign-in's three steps as the Pages Function answers them, against the GitHub stand-in's
 * web flow (tests/github/web-flow.ts). The browser's side (the editor's window, the handshake) is
 * tests/e2e/editor/sign-in.spec.ts, under `wrangler pages dev`.
 */
const SITE = "https://daycare.contoh.id";
const root = mkdtempSync(path.join(tmpdir(), "masuk-"));
const github = new GitHubStandIn(root, "daycare/situs-konten");
let app: App;
let env: SignInEnv;

beforeAll(async () => {
  await github.start();
  github.addPerson("aisyah", "write", "Bu Aisyah");
  app = github.webFlow.addApp({
    name: "Editor Daycare Cisauk",
    callbackUrls: [`${SITE}/masuk/callback`],
    installedOn: ["daycare/situs-konten"],
    expiring: true,
  });
  env = { GITHUB_CLIENT_ID: app.clientId, GITHUB_CLIENT_SECRET: app.clientSecret, GITHUB_URL: github.url };
});
afterAll(async () => {
  await github.stop();
  rmSync(root, { recursive: true, force: true });
});

const get = async (target: string, headers: Record<string, string> = {}, given = env) =>
  (await signIn(new Request(`${SITE}${target}`, { headers }), given, target.split(/[/?]/)[2]!))!;

/** The cookie's value from a Set-Cookie header. */
const cookieValue = (setCookie: string | null) => /^__Host-masuk=([^;]*)/.exec(setCookie ?? "")?.[1];

/** Start, then GitHub's page answered as `login` would (`decision`), up to GitHub's redirect back. */
async function throughGitHub(login = "aisyah", decision = "authorize") {
  const start = await get("/masuk/authorize?provider=github&site_id=daycare.contoh.id&scope=repo,user");
  const cookie = `__Host-masuk=${cookieValue(start.headers.get("set-cookie"))}`;
  const authorize = new URL(start.headers.get("location")!);
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), login, decision });
  const back = await fetch(authorize, { method: "POST", body: form, redirect: "manual" });
  return { start, cookie, back: new URL(back.headers.get("location")!) };
}

/** What the handing-over page would post: the JSON beside its script. */
const handed = async (page: Response) =>
  JSON.parse(/<script type="application\/json" id="hasil">(.*?)<\/script>/s.exec(await page.text())![1]!) as Record<
    string,
    string
  >;

describe("the editor's sign-in, on the site's own origin", () => {
  it("starts at GitHub's page for the centre's App, back to this origin, with a state only this browser holds", async () => {
    const { start } = await throughGitHub();
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe(app.clientId);
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/masuk/callback`);
    const setCookie = start.headers.get("set-cookie")!;
    expect(location.searchParams.get("state")).toBe(cookieValue(setCookie));
    expect(cookieValue(setCookie)).toMatch(/^[0-9a-f]{64}$/);
    expect(setCookie).toMatch(/; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=600$/);
    expect(start.headers.get("cache-control")).toBe("no-store");
  });

  it("hands the token to the editor from GitHub's code, on a page that runs only its own script", async () => {
    const { cookie, back } = await throughGitHub();
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/masuk/callback`);
    const page = await get(`${back.pathname}${back.search}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(cookieValue(page.headers.get("set-cookie"))).toBe("");
    const html = await page.clone().text();
    const script = /<script>(.*?)<\/script>/s.exec(html)![1]!;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(page.headers.get("content-security-policy")).toContain(`script-src 'sha256-${hash}';`);
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
    // Only to a page of this origin: the one target postMessage is given.
    expect(script).not.toMatch(/postMessage\([^)]*"\*"/);
    const { token, refreshToken } = await handed(page);
    const user = await fetch(`${github.url}/user`, { headers: { authorization: `Bearer ${token}` } });
    expect((await user.json()).login).toBe("aisyah");
    expect(refreshToken).toMatch(/^ghr_/);
  });

  it("hands nothing over for a callback this browser did not start, and spends no code", async () => {
    const { back } = await throughGitHub();
    const target = `${back.pathname}${back.search}`;
    const exchanges = () => github.requests.filter((line) => line.startsWith("POST /login/oauth/access_token")).length;
    const before = exchanges();
    for (const cookie of [undefined, `__Host-masuk=${"0".repeat(64)}`, "__Host-masuk="]) {
      const page = await get(target, cookie ? { cookie } : {});
      expect(page.status).toBe(400);
      const said = await handed(page);
      expect(said).not.toHaveProperty("token");
      expect(said.error).toMatch(/tidak cocok dengan yang dimulai dari editor/);
    }
    expect(exchanges()).toBe(before);
  });

  it("says in Indonesian when the staff member cancelled at GitHub", async () => {
    const { cookie, back } = await throughGitHub("aisyah", "cancel");
    const page = await get(`${back.pathname}${back.search}`, { cookie });
    expect(await handed(page)).toEqual({ error: expect.stringMatching(/^Izin di GitHub dibatalkan/) });
  });

  it("tells a wrong App secret from a spent code, and hands no token for either", async () => {
    const { cookie, back } = await throughGitHub();
    const target = `${back.pathname}${back.search}`;
    const wrong = await get(target, { cookie }, { ...env, GITHUB_CLIENT_SECRET: "salah" });
    expect(await handed(wrong)).toEqual({ error: expect.stringMatching(/Kunci rahasia aplikasi GitHub/) });
    const first = await get(target, { cookie });
    expect(await handed(first)).toHaveProperty("token");
    const again = await get(target, { cookie });
    expect(await handed(again)).toEqual({ error: expect.stringMatching(/sudah kedaluwarsa atau sudah dipakai/) });
  });

  it("says the sign-in is not set up yet when the Pages project has no App", async () => {
    const page = await get("/masuk/authorize?provider=github", {}, { GITHUB_URL: github.url });
    expect(page.status).toBe(503);
    expect(page.headers.get("location")).toBeNull();
    expect(await handed(page)).toEqual({ error: expect.stringMatching(/belum diatur di situs ini/) });
  });

  it("renews a token for the editor's own page only, each refresh token once", async () => {
    const { cookie, back } = await throughGitHub();
    const { refreshToken } = await handed(await get(`${back.pathname}${back.search}`, { cookie }));
    const renew = async (origin: string | undefined, token = refreshToken) =>
      (await signIn(
        new Request(`${SITE}/masuk/access_token`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
          body: JSON.stringify({ grant_type: "refresh_token", client_id: app.clientId, refresh_token: token }),
        }),
        env,
        "access_token",
      ))!;
    expect((await renew("https://lain.contoh.id")).status).toBe(403);
    expect((await renew(undefined)).status).toBe(403);
    const renewed = await renew(SITE);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get("cache-control")).toBe("no-store");
    const pair = await renewed.json();
    expect(pair.access_token).toMatch(/^ghu_/);
    expect(pair.refresh_token).not.toBe(refreshToken);
    expect((await renew(SITE)).status).toBe(401);
  });

  it("answers nothing else: another step is the static site's, another method 405", async () => {
    expect(await get("/masuk/lain")).toBeNull();
    const post = await signIn(new Request(`${SITE}/masuk/authorize`, { method: "POST" }), env, "authorize");
    expect(post?.status).toBe(405);
    expect(post?.headers.get("allow")).toBe("GET");
  });
});
