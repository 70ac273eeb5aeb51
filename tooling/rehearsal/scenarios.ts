/**
 * The life of a new repository, as the rehearsal plays it, one scenario after
 * the other on the same repository (docs/deploy.md, "The rehearsal"). Each
 * ends with what a visitor and /admin/status/ then see. A scenario throws
 * (with what it expected and what happened) when the workflow does not do
 * what it must.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { exifHasLocation } from "../../tests/fixtures/pictures.ts";
import { settingsFor, type Target } from "../publish/settings.ts";
import { type CloudflareApi, startCloudflareApi } from "./cloudflare-api.ts";
import type { Person, RunRecord } from "./github.ts";
import { BASE, DEPLOY_USER, type NginxServer, startNginxServer } from "./nginx-server.ts";
import { listFiles, type RunOutcome, type World } from "./rehearsal.ts";
import { statusView, undoFromStatus } from "./status-view.ts";

export interface Scenario {
  name: string;
  /** Which finding of issue 32 it catches on main as it was (e7e0754). */
  catches?: string;
  /** Part of the quick rehearsal inside `npm test`. */
  quick: boolean;
  play(stage: Stage): Promise<void>;
}

/** What the scenarios share: the world, its people and the places a visitor reaches. */
export interface Stage {
  world: World;
  staff: Person;
  dependabot: Person;
  cloudflare?: CloudflareApi;
  nginx?: NginxServer;
  say(line: string): void;
}

const SITE_URL = "https://daycare-cisauk.contoh.id";
const AUTH_URL = "https://masuk.daycare-cisauk.workers.dev";
const ACCOUNT = "0123456789abcdef0123456789abcdef";
const SITE_YAML = "src/content/data/site.yaml";
const NEW_PHONE = "+62 813-1111-2222";

class Expected extends Error {}

export function expect(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Expected(what);
}

/** The settings a target needs, set as `npm run setup:github` sets them (tooling/publish/settings.ts). */
async function configure(stage: Stage, target: Target): Promise<void> {
  const { world } = stage;
  for (const key of Object.keys(world.vars)) delete world.vars[key];
  for (const key of Object.keys(world.secrets)) delete world.secrets[key];
  const values: Record<string, string> = { PUBLISH_TO: target, SITE_URL, CMS_AUTH_URL: AUTH_URL };
  if (target === "cloudflare") {
    stage.cloudflare ??= await startCloudflareApi({
      accountId: ACCOUNT,
      token: "cf-token-rehearsal",
      project: "daycare-cisauk",
    });
    Object.assign(values, { CLOUDFLARE_ACCOUNT_ID: ACCOUNT, CLOUDFLARE_API_TOKEN: "cf-token-rehearsal" });
    world.network.CLOUDFLARE_API_BASE_URL = stage.cloudflare.url;
    world.network.WRANGLER_HIDE_BANNER = "true";
  }
  if (target === "nginx") {
    stage.nginx ??= await startNginxServer();
    Object.assign(values, {
      DEPLOY_SSH_TARGET: stage.nginx.target,
      DEPLOY_KNOWN_HOSTS: stage.nginx.knownHosts,
      DEPLOY_SSH_KEY: stage.nginx.privateKey,
    });
  }
  for (const setting of settingsFor(target)) {
    const value = values[setting.name];
    expect(value !== undefined, `the rehearsal has no value for ${setting.name}`);
    (setting.kind === "secret" ? world.secrets : world.vars)[setting.name] = value;
  }
}

/** "Actions → Periksa dan terbitkan → Run workflow" on main, by `actor`: the run's outcome. */
async function byHand(stage: Stage, actor: string): Promise<RunOutcome> {
  const run = stage.world.trigger("publish.yml", {
    event: "workflow_dispatch",
    sha: stage.world.github.head()!,
    actor,
    message: "Terbitkan ulang",
  });
  await stage.world.idle();
  return stage.world.outcomeOf(run);
}

/** The run's outcome, once GitHub has run it (and everything waiting behind it). */
async function settled(stage: Stage, run: RunRecord | null): Promise<RunOutcome> {
  expect(run, "the push started no run");
  await stage.world.idle();
  return stage.world.outcomeOf(run);
}

function step(result: RunOutcome, job: string, name: string) {
  return result.jobs[job]?.steps.find((each) => each.name === name || each.name.startsWith(name));
}

function ran(result: RunOutcome, job: string, name: string): boolean {
  const found = step(result, job, name);
  return Boolean(found && found.outcome !== "skipped");
}

function published(result: RunOutcome): string[] {
  return Object.entries(result.jobs)
    .filter(([id, job]) => id !== "test" && job.conclusion === "success")
    .map(([id]) => id);
}

function describe(result: RunOutcome): string {
  const failed = Object.values(result.jobs)
    .flatMap((job) =>
      job.steps.filter((each) => each.conclusion === "failure").map((each) => `${job.name} › ${each.name}`),
    )
    .join("; ");
  return `${result.run.conclusion} in ${result.seconds.toFixed(0)} s${failed ? ` (failed: ${failed})` : ""}`;
}

function logOf(result: RunOutcome): string {
  return Object.values(result.jobs)
    .map((job) => job.log)
    .join("\n");
}

function expectRefused(result: RunOutcome, why: RegExp, label: string): void {
  expect(
    result.run.conclusion === "failure",
    `${label}: the run must be red, it was ${describe(result)}\n${tail(result)}`,
  );
  expect(published(result).length === 0, `${label}: nothing may be published, but ${published(result).join(", ")} ran`);
  const annotations = result.run.jobs
    .flatMap((job) => job.annotations.map((annotation) => annotation.message))
    .join("\n");
  expect(
    why.test(annotations),
    `${label}: the reason must say ${why}, the annotations say:\n${annotations}\n${tail(result)}`,
  );
}

function expectOnline(result: RunOutcome, target: Target, label: string): void {
  expect(
    result.run.conclusion === "success",
    `${label}: the run must be green, it was ${describe(result)}\n${tail(result)}`,
  );
  expect(
    published(result).includes(target),
    `${label}: the ${target} job must have published, jobs: ${JSON.stringify(Object.fromEntries(Object.entries(result.jobs).map(([id, job]) => [id, job.conclusion])))}`,
  );
}

function tail(result: RunOutcome): string {
  return logOf(result).split("\n").slice(-40).join("\n");
}

function pathOf(result: RunOutcome): string {
  return step(result, "test", "Pilih jalur")?.outputs.path ?? "";
}

async function status(stage: Stage, who: Person, says: RegExp, label: string) {
  const view = await statusView(stage.world.github, who);
  expect(says.test(view.latest), `${label}: /admin/status/ must say ${says}, it says: ${view.latest}`);
  stage.say(`    /admin/status/: ${view.latest.slice(0, 160)}`);
  return view;
}

/** A site.yaml with the centre's own identity (what the maintainer fills in before the first publication). */
function realIdentity(world: World, phone = "+62 812-7777-1234"): string {
  const site = parse(world.read(SITE_YAML));
  Object.assign(site, { phone, email: "halo@daycare-cisauk.contoh.id" });
  site.address.street = "Jl. Raya Suradita No. 12";
  site.social = {
    facebook: "https://www.facebook.com/daycare.cisauk.asli",
    instagram: "https://www.instagram.com/daycare.cisauk.asli",
  };
  site.location = { latitude: -6.3281, longitude: 106.6412 };
  return stringify(site);
}

/** A page's text as a visitor reads it: the typography pass keeps a number's digit groups together with a span. */
const shownText = (html: string) => html.replace(/<[^>]*>/g, "");

function withPhone(world: World, phone: string): string {
  return world.read(SITE_YAML).replace(/^phone: .*$/m, `phone: ${phone}`);
}

/** A phone's photo: 12 megapixels, a few MB of JPEG, with the GPS position of where it was taken. */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#9bd3f0"/><stop offset="1" stop-color="#f6e7c8"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1500" r="700" fill="#2a9d8f"/><rect x="2300" y="900" width="1200" height="1500" rx="80" fill="#e76f51"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian" as const, mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: noise, blend: "soft-light" }])
    .withExif({
      IFD0: { Make: "Samsung", Model: "Galaxy A15" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 20/1 4/1", GPSLongitudeRef: "E", GPSLongitude: "106/1 38/1 0/1" },
    })
    .jpeg({ quality: 95 })
    .toBuffer();
}

function article(id: number, title: string, image: string): string {
  return `---\nid: ${id}\ntitle: ${title}\ndate: 2026-11-20\nauthor: Bunda Sari\ncategory: Kegiatan Daycare\nimage: ${image}\n---\n\nHari ini anak-anak belajar menanam bayam di pot kecil. Mereka menyiram, mengamati daun yang tumbuh, dan bercerita tentang warna tanah.\n\n## Yang kami pelajari\n\n- menyiram tanaman dengan lembut\n- menunggu dengan sabar\n\nBaca juga [panduan menanam bersama anak](https://www.example.org/menanam).\n`;
}

async function cloudflarePage(stage: Stage, file: string): Promise<string> {
  const newest = stage.cloudflare!.deployments().at(-1);
  expect(newest, "Cloudflare has no deployment");
  return readFileSync(path.join(newest.folder, file), "utf8");
}

async function nginxPage(stage: Stage, address: string): Promise<{ status: number; body: string }> {
  const response = await fetch(new URL(address, stage.nginx!.siteUrl));
  return { status: response.status, body: await response.text() };
}

export const scenarios: Scenario[] = [
  {
    name: "Repositori baru, PUBLISH_TO belum diatur: merah, alasannya dalam bahasa Indonesia, tidak disebut online",
    catches: "2 (a missing setting goes green and says online)",
    quick: true,
    async play(stage) {
      const { world } = stage;
      world.projectFiles();
      world.commit(world.maintainer, {}, "Situs daycare: awal");
      const result = await settled(stage, world.push(world.maintainer));
      await world.idle();
      expectRefused(result, /PUBLISH_TO: belum diatur/, "first push");
      expect(!ran(result, "test", "Run npm ci"), "nothing may be installed before the settings are checked");
      await status(stage, world.maintainer, /Belum terbit/, "first push");
    },
  },
  {
    name: "PUBLISH_TO salah eja (Cloudflare): merah sebelum apa pun dipasang",
    catches: "2",
    quick: true,
    async play(stage) {
      const { world } = stage;
      await configure(stage, "cloudflare");
      world.vars.PUBLISH_TO = "Cloudflare";
      const run = await byHand(stage, "pengelola");
      expectRefused(run, /"Cloudflare" tidak dikenal/, "misspelt PUBLISH_TO");
    },
  },
  {
    name: "Terbitan pertama dengan data CONTOH: ditolak, nomor contoh tidak pernah online",
    catches: "2 (the example phone number would go live)",
    quick: true,
    async play(stage) {
      const { world } = stage;
      await configure(stage, "cloudflare");
      const result = await byHand(stage, "pengelola");
      expectRefused(result, /Nomor WhatsApp dan telepon: masih berisi nilai CONTOH/, "example values");
      expect(stage.cloudflare!.deployments().length === 0, "nothing may reach Cloudflare");
      await status(stage, world.maintainer, /Belum terbit.*Nomor WhatsApp dan telepon/, "example values");
    },
  },
  {
    name: "Terbitan pertama (pengelola, jalur lengkap) ke Cloudflare Pages lewat wrangler",
    quick: true,
    async play(stage) {
      const { world } = stage;
      const result = await settled(
        stage,
        world.save(world.maintainer, { [SITE_YAML]: realIdentity(world) }, "Isi identitas asli daycare"),
      );
      await world.idle();
      expectOnline(result, "cloudflare", "first publication");
      expect(pathOf(result) === "lengkap", `the first publication takes the full path, it took "${pathOf(result)}"`);
      const home = await cloudflarePage(stage, "index.html");
      expect(home.includes("6281277771234"), "the home page online chats with the centre's real number");
      expect(!home.includes("6281234567890"), "the example number is nowhere online");
      const config = JSON.parse(await cloudflarePage(stage, "admin/config.json"));
      expect(
        config.backend.repo === world.github.repository && config.backend.auth_scope === "repo",
        `the editor signs in to the private repository with scope repo: ${JSON.stringify(config.backend)}`,
      );
      stage.say(`    visitor: ${SITE_URL}/ from Cloudflare's deployment ${stage.cloudflare!.deployments().at(-1)!.id}`);
      await status(stage, world.maintainer, /Sudah online/, "first publication");
    },
  },
  {
    name: "Staf menyimpan artikel dengan foto ponsel 12 MP (jalur konten) ke server nginx lewat ssh dan rsync",
    catches: "1 (the content path silently off: the full path ran) and 3 (nginx's first rsync fails)",
    quick: true,
    async play(stage) {
      const { world, staff } = stage;
      await configure(stage, "nginx");
      const photo = await twelveMegapixelPhoto();
      stage.say(`    photo: 4000×3000 JPEG, ${(photo.length / 1e6).toFixed(1)} MB, with GPS`);
      const result = await settled(
        stage,
        world.save(
          staff,
          {
            "src/content/images/blog/menanam-bayam.jpg": photo,
            "src/content/blog/4-menanam-bayam.md": article(4, "Menanam Bayam Bersama", "/blog/menanam-bayam.jpg"),
          },
          "Tambah Artikel “4-menanam-bayam” lewat editor",
        ),
      );
      await world.idle();
      expectOnline(result, "nginx", "staff's article");
      expect(pathOf(result) === "konten", `a save of content takes the content path, it took "${pathOf(result)}"`);
      // The smoke test of that build: every page, every address, the budgets, and axe on every page,
      // since a picture was added (only articles changed: those articles, scenario 8).
      const smoke = logOf(result);
      for (const part of [
        "every page and article answers 200",
        "every address the pages, feeds, sitemap and manifest name resolves",
        "the byte budgets hold",
        "/blog/4 has no WCAG 2.2 AA violations at 390 px",
        "/kontak has no WCAG 2.2 AA violations at 390 px",
      ])
        expect(smoke.includes(part), `the content path's smoke test ran "${part}"`);
      expect(smoke.includes("/blog/2 has no WCAG"), "a new picture has every page checked with axe");
      // The deploy key is root for the release script and nothing else (finding 3).
      const sudo = spawnSync("runuser", [
        "-u",
        DEPLOY_USER,
        "--",
        "sudo",
        "-n",
        "/usr/sbin/nginx",
        "-t",
        "-c",
        "/tmp/x.conf",
      ]);
      expect(sudo.status !== 0, "deploy may not run nginx -t with a configuration of its choosing as root");
      const page = await nginxPage(stage, "/blog/4");
      expect(
        page.status === 200 && page.body.includes("Menanam Bayam Bersama"),
        `nginx serves the new article: ${page.status}`,
      );
      const live = stage.nginx!.live();
      expect(live, "nginx has a live release");
      const client = path.join(BASE, "releases", live, "client");
      const pictures = listFiles(client).filter((name) => /\.(jpe?g|webp|avif)$/i.test(name));
      expect(
        pictures.some((name) => name.includes("menanam-bayam")),
        `the photo is online, in ${client}`,
      );
      for (const file of pictures) {
        const { exif } = await sharp(path.join(client, file)).metadata();
        expect(!exif || !exifHasLocation(exif), `${file} online carries the photo's GPS position`);
      }
      stage.say(
        `    visitor: ${new URL("/blog/4", stage.nginx!.siteUrl).href} → ${page.status}, release ${live}; ${pictures.length} pictures online, none with GPS`,
      );
      stage.say(`    content path, end to end: ${result.seconds.toFixed(0)} s`);
      await status(stage, staff, /Sudah online/, "staff's article");
    },
  },
  {
    name: "Simpanan rusak (nomor telepon salah): tidak terbit, alasannya tampil, situs tetap",
    quick: true,
    async play(stage) {
      const { world, staff } = stage;
      const result = await settled(
        stage,
        world.save(staff, { [SITE_YAML]: withPhone(world, "12345") }, "Ubah Identitas & Kontak “site” lewat editor"),
      );
      await world.idle();
      expectRefused(result, /Nomor WhatsApp dan telepon: harus berupa nomor Indonesia/, "broken save");
      const home = await nginxPage(stage, "/kontak");
      expect(shownText(home.body).includes("+62 812-7777-1234"), "the site online keeps the number it had");
      await status(stage, staff, /Belum terbit.*telepon: harus berupa nomor.*site\.yaml, baris \d+/, "broken save");
    },
  },
  {
    name: "Simpanan yang memperbaikinya (jalur konten), lewat cabang terbit yang tidak memuat workflow",
    quick: false,
    async play(stage) {
      const { world, staff } = stage;
      await configure(stage, "branch");
      // GitHub evicts caches unused for a week: this save finds none (a cold content path).
      rmSync(path.join(world.root, "caches"), { recursive: true, force: true });
      const result = await settled(
        stage,
        world.save(staff, { [SITE_YAML]: withPhone(world, NEW_PHONE) }, "Ubah Identitas & Kontak “site” lewat editor"),
      );
      await world.idle();
      expectOnline(result, "branch", "the fix");
      expect(pathOf(result) === "konten", `the fix takes the content path, it took "${pathOf(result)}"`);
      const files = world.branchFiles("terbit");
      expect(
        files.includes("netlify.toml") && files.includes("site/index.html"),
        `terbit holds the build and netlify.toml: ${files.slice(0, 5).join(", ")}`,
      );
      expect(!files.some((file) => file.startsWith(".github/")), "terbit holds no workflow");
      expect(
        shownText(String(world.branchFile("terbit", "site/kontak.html"))).includes(NEW_PHONE),
        "the published contact page has the fixed number",
      );
      const toml = String(world.branchFile("terbit", "netlify.toml"));
      expect(
        /publish = "site"/.test(toml) && !/command =/.test(toml),
        `netlify.toml serves site/ without building:\n${toml}`,
      );
      await status(stage, staff, /Sudah online/, "the fix");
    },
  },
  {
    name: "Staf membatalkan artikel yang sudah online dari halaman Status terbit: pembatalan diperiksa dan terbit seperti simpanan lain",
    quick: false,
    async play(stage) {
      const { world, staff } = stage;
      const title = "Tambah Artikel “5-bermain-pasir” lewat editor";
      const file = "src/content/blog/5-bermain-pasir.md";
      const added = await settled(
        stage,
        world.save(staff, { [file]: article(5, "Bermain Pasir di Halaman", "/blog/posyandu.svg") }, title),
      );
      await world.idle();
      expectOnline(added, "branch", "the article to take back");
      expect(world.branchFiles("terbit").includes("site/blog/5.html"), "the article is online before the undo");
      const said = await undoFromStatus(world.github, staff, title);
      expect(/Bermain Pasir di Halaman.*dihapus lagi/.test(said), `the confirmation names the article: ${said}`);
      stage.say(`    confirmation: ${said.slice(0, 160)}`);
      await world.idle();
      const run = world.github.runs.find((each) => each.display_title === `Batalkan: ${title}`);
      expect(
        run,
        `the undo is a save the workflow ran: ${world.github.runs.map((each) => each.display_title).join(" | ")}`,
      );
      expect(
        run.conclusion === "success" &&
          run.jobs.some((job) => /^Terbitkan /.test(job.name) && job.conclusion === "success"),
        `the undo was checked and published: ${run.conclusion}, ${run.jobs.map((job) => `${job.name}=${job.conclusion}`).join(", ")}`,
      );
      const files = world.branchFiles("terbit");
      expect(
        !files.includes("site/blog/5.html") && files.includes("site/blog/4.html"),
        "the article taken back is no longer online, the others are",
      );
      expect(!world.exists(file), "the article is gone from main");
      await status(stage, staff, /Sudah online.*Batalkan: Tambah Artikel/, "the undo");
    },
  },
  {
    name: "Dua simpanan saat satu sedang diperiksa: yang terbaru terbit dengan keduanya (GitHub Pages)",
    quick: false,
    async play(stage) {
      const { world, staff } = stage;
      await configure(stage, "github-pages");
      world.pagesAllowed = true;
      world.pagesUrl = `${SITE_URL}/`;
      // Three saves of three articles' titles, the second and third while the first is being checked.
      const retitle = (slug: string, title: string) => {
        const file = `src/content/blog/${slug}.md`;
        return world.save(
          staff,
          { [file]: world.read(file).replace(/^title: .*$/m, `title: "${title}"`) },
          `Ubah Artikel “${slug}” lewat editor`,
        );
      };
      const first = retitle("4-menanam-bayam", "Menanam Bayam di Pot");
      const second = retitle("1-posyandu", "Ke Posyandu Bersama");
      const third = retitle("2-klinik-gigi", "Periksa Gigi Pertama");
      await world.idle();
      expect(first && second && third, "every save started a run");
      expect(
        second.conclusion === "cancelled",
        `the save waiting behind another is replaced by the newer one: ${second.status} ${second.conclusion}`,
      );
      expectOnline(world.outcomeOf(first), "github-pages", "first save");
      expectOnline(world.outcomeOf(third), "github-pages", "newest save");
      const smoke = logOf(world.outcomeOf(third));
      expect(
        smoke.includes("/blog/1 has no WCAG") &&
          smoke.includes("/blog/2 has no WCAG") &&
          !smoke.includes("/blog/3 has no WCAG"),
        "only articles changed since the last publication: axe checks those articles, not the others",
      );
      const read = (file: string) => readFileSync(path.join(world.pagesDir, file), "utf8");
      expect(
        read("blog/1.html").includes("Ke Posyandu Bersama") && read("blog/2.html").includes("Periksa Gigi Pertama"),
        "both waiting saves are online",
      );
      const view = await status(stage, staff, /Sudah online/, "two saves");
      expect(
        view.older.some((line) => /Dilewati/.test(line)),
        `the replaced save says it was passed over: ${view.older.join(" | ")}`,
      );
    },
  },
  {
    name: "Perubahan kode dengan token editor: ditolak sebelum npm ci, tidak ada yang terbit",
    catches: "1 (a code change pushed with an editor's token is published unchecked)",
    quick: true,
    async play(stage) {
      const { world, staff } = stage;
      await configure(stage, "cloudflare");
      const before = stage.cloudflare!.deployments().length;
      const result = await settled(
        stage,
        world.save(
          staff,
          { "tooling/check.ts": `${world.read("tooling/check.ts")}\n// diubah lewat token editor\n` },
          "Ubah kode lewat token editor",
        ),
      );
      await world.idle();
      expectRefused(result, /tooling\/check\.ts tanpa pull request/, "code through the editor's token");
      expect(!ran(result, "test", "Run npm ci"), "nothing is installed for a refused change");
      expect(stage.cloudflare!.deployments().length === before, "nothing reaches Cloudflare");
      await status(stage, staff, /Belum terbit/, "code through the editor's token");
    },
  },
  {
    name: "Pengelola membatalkannya sendiri lewat pull request yang ia gabungkan: terbit tanpa orang kedua",
    catches: "6 (a lone maintainer cannot change code)",
    quick: false,
    async play(stage) {
      const { world } = stage;
      const original = world.read("tooling/check.ts").replace("\n// diubah lewat token editor\n", "");
      const { merged } = await world.pullRequest(
        world.maintainer,
        { "tooling/check.ts": original },
        "Batalkan perubahan kode dari token editor",
        world.maintainer,
      );
      await world.idle();
      expectOnline(await settled(stage, merged ?? null), "cloudflare", "the maintainer's own revert");
    },
  },
  {
    name: "Perubahan kode pengelola lewat pull request yang ia gabungkan (jalur lengkap)",
    catches: "6",
    quick: false,
    async play(stage) {
      const { world } = stage;
      const file = "src/components/page-not-found.tsx";
      const { merged } = await world.pullRequest(
        world.maintainer,
        { [file]: `${world.read(file)}\n` },
        "Rapikan halaman tidak ditemukan",
        world.maintainer,
      );
      await world.idle();
      const result = await settled(stage, merged ?? null);
      expectOnline(result, "cloudflare", "the maintainer's pull request");
      expect(pathOf(result) === "lengkap", `a change of code takes the full path, it took "${pathOf(result)}"`);
      expect(
        /npm test: recorded, not run|passed/.test(logOf(result)),
        "the full path's npm test ran (or was recorded, inside npm test)",
      );
    },
  },
  {
    name: "Pull request Dependabot yang mengubah workflow: diuji, tidak terbit; setelah digabung, terbit lewat cabang terbit",
    catches: "4 (PUBLISH_TO=branch breaks on the first workflow change)",
    quick: false,
    async play(stage) {
      const { world, dependabot } = stage;
      await configure(stage, "branch");
      const workflow = ".github/workflows/publish.yml";
      const change = {
        [workflow]: world
          .read(workflow)
          .replace("name: Periksa dan terbitkan", "# Diperbarui oleh Dependabot.\nname: Periksa dan terbitkan"),
      };
      const runsBefore = world.github.runs.filter((run) => run.workflow === "publish.yml").length;
      const { tests, number } = await world.pullRequest(dependabot, change, "Bump the actions group");
      expect(
        tests.run.conclusion === "success",
        `test.yml passes on the pull request: ${describe(tests)}\n${tail(tests)}`,
      );
      expect(
        world.github.runs.filter((run) => run.workflow === "publish.yml").length === runsBefore,
        "a pull request publishes nothing",
      );
      // The maintainer merges it (GitHub's Squash and merge).
      world.git("merge", "-q", "--squash", `pr-${number}`);
      const squashed = world.commit(world.maintainer, {}, `Bump the actions group (#${number})`);
      const pull = world.github.pulls.find((each) => each.number === number)!;
      Object.assign(pull, { merged_at: new Date().toISOString(), merged_by: world.maintainer.login });
      pull.commits.push(squashed);
      const result = await settled(stage, world.push(world.maintainer));
      await world.idle();
      expectOnline(result, "branch", "the merged update");
      expect(!world.branchFiles("terbit").some((file) => file.startsWith(".github/")), "terbit holds no workflow");
    },
  },
  {
    name: "GitHub API gagal saat mencari terbitan terakhir atau memeriksa pull request: ditolak (fail closed)",
    quick: true,
    async play(stage) {
      const { world, staff } = stage;
      await configure(stage, "cloudflare");
      world.github.fail("GET", /\/actions\/workflows\/publish\.yml\/runs$/);
      const refused = await settled(
        stage,
        world.save(
          staff,
          {
            "src/content/blog/3-kunjungan-mahasiswa.md": `${world.read("src/content/blog/3-kunjungan-mahasiswa.md")}\nTerima kasih.\n`,
          },
          "Ubah Artikel “3-kunjungan-mahasiswa” lewat editor",
        ),
      );
      await world.idle();
      world.github.heal();
      expectRefused(refused, /GitHub tidak menjawab/, "runs API failing");
      world.github.fail("GET", /\/commits\/[0-9a-f]+\/pulls$/);
      const file = "src/components/page-not-found.tsx";
      const { merged } = await world.pullRequest(
        world.maintainer,
        { [file]: world.read(file).replace(/\n$/, "") },
        "Rapikan lagi",
        world.maintainer,
      );
      await world.idle();
      world.github.heal();
      expectRefused(await settled(stage, merged ?? null), /GitHub tidak bisa ditanya/, "pulls API failing");
    },
  },
  {
    name: "Token editor menulis ulang riwayat main (terbitan terakhir hilang): ditolak; pengelola menerbitkan ulang dengan tangan",
    quick: false,
    async play(stage) {
      const { world, staff } = stage;
      // Possible on a private repository on GitHub Free, which has no ruleset against force pushes.
      world.git("checkout", "-q", "--orphan", "ditulis-ulang");
      world.commit(staff, {}, "Riwayat ditulis ulang", "ditulis-ulang");
      world.git("branch", "-M", "main");
      const refused = await settled(stage, world.push(staff, "main", true));
      await world.idle();
      expectRefused(refused, /bukan admin repositori/, "a rewritten history pushed with an editor's token");
      const again = await byHand(stage, world.maintainer.login);
      expectOnline(again, "cloudflare", "the maintainer's run after a rewrite");
    },
  },
];

/** Every run that went through the content path and published: its time end to end, and whether its caches were warm. */
export function contentPathTimes(world: World): { seconds: number; warm: boolean }[] {
  return world.outcomes
    .filter((each) => pathOf(each) === "konten" && published(each).length > 0)
    .map((each) => ({ seconds: each.seconds, warm: !/Cache not found for input keys: build-/.test(logOf(each)) }));
}

export function hasBuild(project: string): boolean {
  return existsSync(path.join(project, "build/client/admin/status/index.html"));
}
