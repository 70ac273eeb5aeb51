import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitHubStandIn } from "../../tests/github/stand-in.ts";
import { gitHub } from "../publish/github.ts";
import { makeSignInApp, manifestOf } from "./sign-in-app.ts";

/**
 * The sign-in App made through GitHub's manifest flow, against the GitHub stand-in, its pages
 * answered over HTTP as a browser would (the rehearsal presses the buttons in Chromium): the App is
 * what the sign-in needs, its credentials arrive without being typed, and only GitHub's answer to
 * this setup's own request is taken.
 */
const root = mkdtempSync(path.join(tmpdir(), "aplikasi-"));
const github = new GitHubStandIn(root, "daycare-cisauk/situs");

beforeAll(() => github.start());
afterAll(async () => {
  await github.stop();
  rmSync(root, { recursive: true, force: true });
});

const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`)
    .exec(html)![1]!
    .replace(/&#(\d+);|&quot;|&amp;|&lt;|&gt;|&#39;/g, (m, n) =>
      n ? String.fromCharCode(Number(n)) : { "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#39;": "'" }[m]!,
    );

describe("the editor's sign-in App, through GitHub's manifest flow", () => {
  it("describes the App the sign-in needs: its callbacks on the site, Contents write, Actions read, no webhook", () => {
    const manifest = manifestOf(
      "daycare-cisauk",
      ["https://daycare-cisauk.pages.dev", "https://daycare.id/"],
      "http://127.0.0.1:1/kembali",
    );
    expect(manifest).toMatchObject({
      callback_urls: ["https://daycare-cisauk.pages.dev/masuk/callback", "https://daycare.id/masuk/callback"],
      default_permissions: { contents: "write", actions: "read", metadata: "read" },
      hook_attributes: { active: false },
      public: false,
      redirect_url: "http://127.0.0.1:1/kembali",
    });
    expect(manifest.name.length).toBeLessThanOrEqual(34);
  });

  it("receives the App's client ID and secret from GitHub, and takes no code sent with another state", async () => {
    const gh = await gitHub("", github.url);
    let local = "";
    const made = makeSignInApp({
      gh,
      web: github.url,
      owner: "daycare-cisauk",
      ownerKind: "Organization",
      siteAddresses: ["https://daycare-cisauk.pages.dev"],
      tell: (address) => (local = address),
      waitMs: 60_000,
    });
    await expect.poll(() => local).not.toBe("");
    const start = await (await fetch(`${local}/`)).text();
    const action = /action="([^"]+)"/.exec(start)![1]!.replaceAll("&amp;", "&");
    expect(action).toMatch(
      new RegExp(`^${github.url}/organizations/daycare-cisauk/settings/apps/new\\?state=[0-9a-f]{32}$`),
    );
    const form = new URLSearchParams({ manifest: hidden(start, "manifest"), create: "1" });
    const created = await fetch(action, { method: "POST", body: form, redirect: "manual" });
    const back = new URL(created.headers.get("location")!);
    // A code with another state (a page that is not setup's): refused, the code not spent.
    const forged = new URL(back);
    forged.searchParams.set("state", "0".repeat(32));
    expect((await fetch(forged)).status).toBe(400);
    expect((await fetch(back)).status).toBe(200);
    const app = await made;
    const registered = [...github.webFlow.apps.values()].find((each) => each.clientId === app.clientId)!;
    expect(app.clientSecret).toBe(registered.clientSecret);
    expect(registered.callbackUrls).toEqual(["https://daycare-cisauk.pages.dev/masuk/callback"]);
    expect(app.htmlUrl).toMatch(/\/apps\/editor-konten-daycare-cisauk$/);
  });
});
