/**
 * The editor's sign-in (docs/decisions/028-sign-in-on-the-sites-own-origin.md): the
 * exchange Sveltia CMS needs between a staff member's browser and GitHub, served by the site's own
 * Cloudflare Pages project as a Pages Function (functions/masuk/[step].ts), on the site's own
 * origin, at the three paths `_routes.json` gives it:
 *
 * - `GET /masuk/authorize`: the editor's sign-in window opens it; a random state goes into a
 *   cookie of this origin only, and the window goes on to GitHub's page for the centre's GitHub App;
 * - `GET /masuk/callback`: GitHub sends the window back here with a code; the state must be the
 *   cookie's, the code is exchanged for the staff member's user token with the App's secret, and
 *   the handing-over page (./handing-page.ts) gives the token to the editor's window, which must be
 *   of this same origin;
 * - `POST /masuk/access_token`: the editor, from this origin, trades the refresh token it was given
 *   for a new pair when GitHub answers 401 (a GitHub App's user token lasts 8 hours); the secret
 *   stays here.
 *
 * The exchange itself is Octokit's (`@octokit/oauth-methods`). Every answer is uncacheable and
 * names nothing but this origin. Nothing is logged: a code or a token never leaves the answer.
 */
import { exchangeWebFlowCode, getWebFlowAuthorizationUrl, refreshToken } from "@octokit/oauth-methods";
import { request as octokitRequest } from "@octokit/request";
import { handingPage, type Handing } from "./handing-page.ts";

/** The Pages project's variables (docs/deploy.md, "The editor's sign-in"); `npm run setup` sets them. */
export interface SignInEnv {
  /** The centre's GitHub App: its client ID (a variable) and a client secret (a secret). */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's web address: https://github.com unless set (GitHub Enterprise, or the rehearsal's stand-in). */
  GITHUB_URL?: string;
}

/** The cookie that ties GitHub's answer to the window that asked: this origin only, never sent to a script. */
const STATE_COOKIE = "__Host-masuk";
/** GitHub's code lasts 10 minutes; a sign-in window left open longer starts again. */
const STATE_SECONDS = 600;

// Said to staff: the maintainer's side (which command, which page) is in docs/deploy.md.
const NOT_SET_UP = "Masuk ke editor belum diatur di situs ini. Minta pengelola teknis mengaturnya.";

/** The headers of every answer here: nothing kept by a cache or a browser, no address leaked onward. */
const NOTHING_KEPT = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

const cookie = (value: string, seconds: number) =>
  `${STATE_COOKIE}=${value}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${seconds}`;

function cookieOf(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === STATE_COOKIE) return value.join("=");
  }
  return undefined;
}

/** 32 random bytes, hex. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Equal without telling, by its timing, how much of a guess was right. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Octokit's request, pointed at GitHub, or at GITHUB_URL when set. */
const requestFor = (env: SignInEnv) =>
  env.GITHUB_URL ? octokitRequest.defaults({ baseUrl: env.GITHUB_URL.replace(/\/+$/, "") }) : octokitRequest;

const configured = (env: SignInEnv): env is Required<Pick<SignInEnv, "GITHUB_CLIENT_ID" | "GITHUB_CLIENT_SECRET">> =>
  Boolean(env.GITHUB_CLIENT_ID?.trim() && env.GITHUB_CLIENT_SECRET?.trim());

/** What GitHub's refusal of a code means for the staff member, and what to do. */
function refusalWords(error: unknown): string {
  const code = (error as { response?: { data?: { error?: string } } }).response?.data?.error;
  switch (code) {
    case "bad_verification_code":
      return "Izin dari GitHub sudah kedaluwarsa atau sudah dipakai. Tekan Masuk dengan GitHub sekali lagi.";
    case "incorrect_client_credentials":
      return "Kunci rahasia aplikasi GitHub situs ini tidak cocok lagi. Minta pengelola teknis memperbaruinya.";
    case "redirect_uri_mismatch":
      return "Alamat situs ini belum terdaftar di aplikasi GitHub situs. Minta pengelola teknis menambahkannya.";
    default:
      return "GitHub tidak bisa dihubungi saat ini. Tunggu sebentar, lalu tekan Masuk dengan GitHub lagi.";
  }
}

async function authorize(request: Request, env: SignInEnv, origin: string): Promise<Response> {
  const url = new URL(request.url);
  // The editor's GitHub mode asks for `provider=github`; anything else is not this editor's request.
  if (url.searchParams.get("provider") !== "github")
    return handingPage(
      { error: "Permintaan masuk ini tidak dikenal. Buka editor di /admin/ lalu tekan Masuk dengan GitHub." },
      400,
    );
  if (!configured(env)) return handingPage({ error: NOT_SET_UP }, 503);
  const state = randomState();
  const { url: toGitHub } = getWebFlowAuthorizationUrl({
    clientType: "github-app",
    clientId: env.GITHUB_CLIENT_ID,
    redirectUrl: `${origin}/masuk/callback`,
    state,
    // Staff are invited to the content repository by their GitHub login: a new account made here could not save.
    allowSignup: false,
    request: requestFor(env),
  });
  return new Response(null, {
    status: 302,
    headers: { ...NOTHING_KEPT, location: toGitHub, "set-cookie": cookie(state, STATE_SECONDS) },
  });
}

async function callback(request: Request, env: SignInEnv, origin: string): Promise<Response> {
  const url = new URL(request.url);
  const cleared = { "set-cookie": cookie("", 0) };
  const answer = (handing: Handing, status: number) => handingPage(handing, status, cleared);
  const expected = cookieOf(request);
  const state = url.searchParams.get("state") ?? "";
  // A callback this window did not start (an old window, a link from elsewhere): nothing is exchanged.
  if (!expected || !state || !same(state, expected))
    return answer(
      {
        error:
          "Permintaan masuk ini tidak cocok dengan yang dimulai dari editor (mungkin sudah lewat 10 menit). Tekan Masuk dengan GitHub sekali lagi.",
      },
      400,
    );
  if (url.searchParams.get("error") === "access_denied")
    return answer(
      {
        error: "Izin di GitHub dibatalkan, jadi Anda belum masuk. Tekan Masuk dengan GitHub bila ingin masuk.",
      },
      400,
    );
  const code = url.searchParams.get("code");
  if (!code) return answer({ error: refusalWords(undefined) }, 400);
  if (!configured(env)) return answer({ error: NOT_SET_UP }, 503);
  try {
    const { authentication } = await exchangeWebFlowCode({
      clientType: "github-app",
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      code,
      redirectUrl: `${origin}/masuk/callback`,
      request: requestFor(env),
    });
    const refresh = "refreshToken" in authentication ? authentication.refreshToken : undefined;
    return answer({ token: authentication.token, ...(refresh ? { refreshToken: refresh } : {}) }, 200);
  } catch (error) {
    return answer({ error: refusalWords(error) }, 502);
  }
}

/** The editor's refresh (Sveltia's `tokenURL`): JSON in, JSON out, from this origin only. */
async function renew(request: Request, env: SignInEnv, origin: string): Promise<Response> {
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { ...NOTHING_KEPT, "content-type": "application/json; charset=utf-8" },
    });
  // Only the editor's own page may spend a refresh token here; a browser always says where a POST comes from.
  if (request.headers.get("origin") !== origin) return json({ error: "forbidden" }, 403);
  if (!configured(env)) return json({ error: NOT_SET_UP }, 503);
  let given: unknown;
  try {
    given = await request.json();
  } catch {
    return json({ error: "bad_request" }, 400);
  }
  const token = (given as { refresh_token?: unknown } | null)?.refresh_token;
  if (typeof token !== "string" || !token) return json({ error: "bad_request" }, 400);
  try {
    const { authentication } = await refreshToken({
      clientType: "github-app",
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      refreshToken: token,
      request: requestFor(env),
    });
    return json({ access_token: authentication.token, refresh_token: authentication.refreshToken }, 200);
  } catch {
    // Sveltia then says the sign-in must be renewed, and signs in again.
    return json({ error: "bad_refresh_token" }, 401);
  }
}

/**
 * One step of the sign-in, by the last part of its path; null for a step that is none of the
 * three (the Function then lets the static site answer: its not-found page); 405 for another method.
 */
export async function signIn(request: Request, env: SignInEnv, step: string): Promise<Response | null> {
  const origin = new URL(request.url).origin;
  const steps: Record<string, [string, typeof authorize]> = {
    authorize: ["GET", authorize],
    callback: ["GET", callback],
    access_token: ["POST", renew],
  };
  const found = Object.hasOwn(steps, step) ? steps[step] : undefined;
  if (!found) return null;
  const [method, run] = found;
  if (request.method !== method && !(method === "GET" && request.method === "HEAD"))
    return new Response("Metode tidak diizinkan.", { status: 405, headers: { ...NOTHING_KEPT, allow: method } });
  return run(request, env, origin);
}
