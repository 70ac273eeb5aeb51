/**
 * The life of a new site, as the rehearsal plays it, one scenario after the
 * other on the same two repositories (docs/deploy.md, "The rehearsal"). Each
 * ends with what a visitor and /admin/status/ then see. A scenario throws
 * (with what it expected and what happened) when the workflows do not do
 * what they must.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumLaunch } from "../fixtures/chromium.ts";
import { parse, stringify } from "yaml";
import { cameraPhoto, exifHasLocation } from "../fixtures/pictures.ts";
import { type CloudflareApi, startCloudflareApi } from "./stand-ins/cloudflare-api.ts";
import { CENTRE_DETAILS, detailsFile } from "./setup/centre-details.ts";
import type { Person, RunRecord } from "../github/stand-in.ts";
import { CONTENT_REPO, listFiles, PROJECT, type RunOutcome, type World } from "./rehearsal.ts";
import { signInOnline } from "./sign-in-view.ts";
import { statusView, undoFromStatus } from "./status-view.ts";

export interface Scenario {
  name: string;
  /** Part of the quick rehearsal inside `npm test`. */
  quick: boolean;
  play(stage: Stage): Promise<void>;
}

/** What the scenarios share: the world, its people and the places a visitor reaches. */
export interface Stage {
  world: World;
  cloudflare?: CloudflareApi;
  say(line: string): void;
}

const SITE_URL = "https://daycare-cisauk.contoh.id";
const ACCOUNT = "0123456789abcdef0123456789abcdef";
const CLOUDFLARE_TOKEN = "cf-token-rehearsal";
const SITE_YAML = "src/content/data/site.yaml";
const TEAM_YAML = "src/content/data/team.yaml";
const PUBLISH = "publish.yml";
const TRIGGER = "terbitkan.yml";

class Expected extends Error {}

export function expect(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Expected(what);
}

/**
 * docs/deploy.md, "Setting it up": the steps only a person can do (the trigger's fine-grained
 * token, Cloudflare's token and account), then `npm run setup` itself, as the maintainer runs it
 * from this project, against the rehearsal's GitHub and Cloudflare. Returns what it printed.
 */
async function setUp(stage: Stage): Promise<{ code: number; said: string; seconds: number }> {
  const { world } = stage;
  stage.cloudflare ??= await startCloudflareApi({
    accountId: ACCOUNT,
    token: CLOUDFLARE_TOKEN,
    project: "daycare-cisauk",
  });
  world.network.CLOUDFLARE_API_BASE_URL = stage.cloudflare.url;
  world.network.WRANGLER_HIDE_BANNER = "true";
  const trigger = path.join(world.root, "token-pemicu.txt");
  writeFileSync(trigger, world.github.fineGrainedToken(world.maintainer.login, [world.code], { actions: "write" }));
  const cloudflare = path.join(world.root, "token-cloudflare.txt");
  writeFileSync(cloudflare, CLOUDFLARE_TOKEN);
  const started = performance.now();
  const setup = spawn(
    path.join(PROJECT, "node_modules/.bin/node"),
    [
      "tooling/setup/setup.ts",
      ...["--code", world.code.fullName, "--content", CONTENT_REPO],
      ...["--details", detailsFile(world.root, { ...CENTRE_DETAILS, siteUrl: SITE_URL })],
      ...["--cloudflare-account", ACCOUNT, "--cloudflare-token-file", cloudflare, "--trigger-token-file", trigger],
      ...["--make-app", "--staff", world.staff.login],
    ],
    {
      cwd: PROJECT,
      env: {
        ...process.env,
        GITHUB_TOKEN: world.maintainer.token,
        GITHUB_API_URL: world.github.url,
        GITHUB_SERVER_URL: world.github.url,
        ...world.network,
      },
    },
  );
  let said = "";
  // The editor's sign-in App, made as the docs say: the page setup prints, its button, GitHub's Create.
  let clicked: Promise<void> | undefined;
  setup.stdout.on("data", (chunk: Buffer) => {
    said += chunk.toString();
    const page = /Open (http:\/\/127\.0\.0\.1:\d+\/) in the browser/.exec(said)?.[1];
    if (page && !clicked) clicked = makeTheApp(page);
  });
  setup.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const code = await new Promise<number>((resolve) => setup.on("close", (status) => resolve(status ?? 1)));
  await clicked;
  // Install App → Only select repositories: a click GitHub lets no program make (setup printed the link).
  const [app] = world.github.webFlow.apps.values();
  if (app) app.installedOn.push(CONTENT_REPO.toLowerCase(), world.code.fullName.toLowerCase());
  return { code, said, seconds: (performance.now() - started) / 1000 };
}

/** The maintainer's browser at setup's page: its button, then GitHub's Create. */
async function makeTheApp(page: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const tab = await browser.newPage();
    await tab.goto(page);
    await tab.getByRole("button", { name: "Make the App on GitHub" }).click();
    await tab.getByRole("button", { name: /^Create GitHub App for / }).click();
    await tab.getByRole("heading", { name: "Made" }).waitFor();
  } finally {
    await browser.close();
  }
}

/** The publication a save started (through the content repository's trigger), once GitHub has run everything. */
async function publicationOf(stage: Stage, save: string): Promise<RunOutcome> {
  const { world } = stage;
  await world.idle();
  const trigger = world.runsOf("content", TRIGGER).find((run) => run.head_sha === save);
  expect(trigger, `the save ${save.slice(0, 7)} started the content repository's trigger`);
  expect(
    trigger.conclusion === "success",
    `the trigger asked for a publication: ${describe(world.outcomeOf(trigger))}\n${tail(world.outcomeOf(trigger))}`,
  );
  const run = world
    .runsOf("code", PUBLISH)
    .filter((each) => each.event === "workflow_dispatch" && each.created_at >= trigger.created_at)
    .find((each) => each.conclusion !== "cancelled");
  expect(run, `a publication ran after the save ${save.slice(0, 7)}`);
  return world.outcomeOf(run);
}

function step(result: RunOutcome, job: string, name: string) {
  return result.jobs[job]?.steps.find((each) => each.name === name || each.name.startsWith(name));
}

function ran(result: RunOutcome, job: string, name: string): boolean {
  const found = step(result, job, name);
  return Boolean(found && found.outcome !== "skipped");
}

const published = (result: RunOutcome) => result.jobs.cloudflare?.conclusion === "success";

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

function tail(result: RunOutcome): string {
  return logOf(result).split("\n").slice(-40).join("\n");
}

const annotations = (run: RunRecord) =>
  run.jobs.flatMap((job) => job.annotations.map((annotation) => annotation.message)).join("\n");

function expectRefused(result: RunOutcome, why: RegExp, label: string): void {
  expect(
    result.run.conclusion === "failure",
    `${label}: the run must be red, it was ${describe(result)}\n${tail(result)}`,
  );
  expect(!published(result), `${label}: nothing may be published`);
  expect(
    why.test(annotations(result.run)),
    `${label}: the reason must say ${why}, the annotations say:\n${annotations(result.run)}\n${tail(result)}`,
  );
}

function expectOnline(result: RunOutcome, label: string): void {
  expect(
    result.run.conclusion === "success",
    `${label}: the run must be green, it was ${describe(result)}\n${tail(result)}`,
  );
  expect(published(result), `${label}: the Cloudflare job must have published`);
}

/**
 * The content path's smoke test ran on the build that was published, axe on every page (`article`
 * among them); inside npm test, where it is recorded, it said so.
 */
function expectSmoke(world: World, result: RunOutcome, article = "/kontak"): void {
  if (world.options.quick) {
    expect(/smoke test of every page recorded/.test(logOf(result)), "the content path's smoke test was recorded");
    return;
  }
  for (const part of [
    "every page and article answers 200",
    "every address the pages, feeds, sitemap and manifest name resolves",
    "the byte budgets hold",
    `${article} has no WCAG 2.2 AA violations at 390 px`,
  ])
    expect(logOf(result).includes(part), `the content path's smoke test ran "${part}"`);
}

const pathOf = (result: RunOutcome) => step(result, "build", "Pilih jalur")?.outputs.path ?? "";

async function status(stage: Stage, who: Person, says: RegExp, label: string) {
  const view = await statusView(stage.world, stage.cloudflare, who);
  expect(says.test(view.latest), `${label}: /admin/status/ must say ${says}, it says: ${view.latest}`);
  stage.say(`    /admin/status/: ${view.latest.slice(0, 160)}`);
  return view;
}

/** The newest deployment's file, as Cloudflare serves it. */
function online(stage: Stage, file: string): string {
  const newest = stage.cloudflare?.deployments().at(-1);
  expect(newest, "Cloudflare has no deployment");
  const full = path.join(newest.folder, file);
  return existsSync(full) ? readFileSync(full, "utf8") : "";
}

/**
 * The build job (npm ci, every test, the whole dependency tree) never held the content repository's
 * deploy key: not in a step's environment or log, not on its machine's disk (its workspace, temp and
 * home; on GitHub a machine of its own). The key stays in the job that takes the content in.
 */
function expectNoDeployKey(world: World, result: RunOutcome): void {
  const key = world.code.secrets.get("CONTENT_DEPLOY_KEY");
  expect(key, "the code repository holds the deploy key");
  const body = key.split("\n").find((line) => line.length >= 40 && !line.startsWith("-----"));
  expect(body, "the deploy key has a body");
  const build = result.jobs.build;
  expect(build && build.conclusion === "success", "the build job ran");
  expect(!build.log.includes(body), "the build job's log holds no deploy key");
  const machine = path.join(world.root, "runner", `${result.run.id}-build`);
  expect(existsSync(machine), `the build job's machine is at ${machine}`);
  // grep exits 1 when nothing holds it; -r follows no symbolic link (node_modules is linked in).
  const found = spawnSync("grep", ["-rlF", "--", body, machine], { encoding: "utf8" });
  expect(found.status === 1, `no file of the build job's machine holds the deploy key: ${found.stdout}${found.stderr}`);
  const konten = result.jobs.konten;
  expect(konten && konten.conclusion === "success", "the content was taken in by a job of its own");
}

const deployments = (stage: Stage) => stage.cloudflare?.deployments().length ?? 0;

/** A page's text as a visitor reads it: the typography pass keeps a number's digit groups together with a span. */
const shownText = (html: string) => html.replace(/<[^>]*>/g, "");

/** site.yaml with the centre's own identity (what the maintainer fills in before the first publication). */
function realIdentity(world: World, phone = "+62 812-7777-1234"): string {
  const site = parse(world.read("content", SITE_YAML));
  Object.assign(site, { phone, email: "halo@daycare-cisauk.contoh.id" });
  site.address.street = "Jl. Raya Suradita No. 12";
  site.social = {
    facebook: "https://www.facebook.com/daycare.cisauk.asli",
    instagram: "https://www.instagram.com/daycare.cisauk.asli",
  };
  site.location = { latitude: -6.3281, longitude: 106.6412 };
  return stringify(site);
}

const withPhone = (world: World, phone: string) =>
  world.read("content", SITE_YAML).replace(/^phone: .*$/m, `phone: ${phone}`);

/** A phone's photo: 12 megapixels, a few MB of JPEG, with the GPS position of where it was taken. */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  return sharp(await cameraPhoto(4000, 3000))
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

export const scenarios: Scenario[] = [
  {
    name: "Repositori kode baru, pengaturan belum ada: semua uji tanpa rahasia; penerbitan merah di langkah pertama, alasannya dalam bahasa Indonesia",
    quick: true,
    async play(stage) {
      const { world } = stage;
      world.projectFiles();
      world.commit("code", world.maintainer, {}, "Situs daycare: awal");
      const { refused } = await world.push("code", world.maintainer);
      expect(!refused, `the maintainer pushes the code: ${refused}`);
      await world.idle();
      const run = world.runsOf("code", PUBLISH).at(-1);
      expect(run, "a push of code starts publish.yml");
      const result = world.outcomeOf(run);
      expectRefused(result, /CONTENT_REPO: belum diatur/, "first push");
      expect(!ran(result, "build", "Run npm ci"), "nothing is built for publishing before the settings are checked");
      // The suite needs no setting: the code is tested now, so the first publication after the setup
      // takes the content path.
      expect(
        result.jobs.uji?.conclusion === "success" && ran(result, "uji", "Semua uji pada konten contoh"),
        "the maintainer's first push runs the whole suite, with no secret",
      );
    },
  },
  {
    name: "npm run setup: data daycare ditanya sebelum dorongan pertama, repositori konten privat, kunci baca-saja, kunci pemicu, App masuk editor dibuat lewat halamannya; terbitan pertama hijau lewat jalur konten (semua uji sudah lolos saat kode didorong)",
    quick: true,
    async play(stage) {
      const { world } = stage;
      const { code, said, seconds } = await setUp(stage);
      expect(code === 0, `npm run setup says everything is set:\n${said}`);
      stage.say(
        `    npm run setup: ${seconds.toFixed(1)} s, ${said.split("\n").filter((line) => /^\+ /.test(line)).length} things made`,
      );
      expect(world.content.visibility === "private", "the content repository is private");
      expect(world.content.members.get(world.staff.login) === "write", "the staff member writes the content");
      expect(world.code.members.get(world.staff.login) === "read", "and only reads the code");
      const variables = stage.cloudflare!.variables();
      expect(
        /^Iv23/.test(variables.GITHUB_CLIENT_ID ?? "") && Boolean(variables.GITHUB_CLIENT_SECRET),
        `the Pages project signs staff in with the centre's App: ${Object.keys(variables).join(", ")}`,
      );
      // The content's first commit holds the centre's details: the first publication goes online.
      const first = world.content.head()!;
      const result = await publicationOf(stage, first);
      expectOnline(result, "first publication");
      // The suite of the maintainer's first push counts: nobody waits for it twice.
      expect(pathOf(result) === "konten", `the first publication takes the content path, it took "${pathOf(result)}"`);
      const home = online(stage, "index.html");
      expect(home.includes("6281277771234"), "the home page online chats with the centre's real number");
      expect(!home.includes("6281234567890"), "the example number is nowhere online");
      const config = JSON.parse(online(stage, "admin/config.json"));
      expect(
        config.backend.repo === world.content.fullName && config.backend.auth_endpoint === "masuk/authorize",
        `the editor saves to the private content repository, signing in on the site: ${JSON.stringify(config.backend)}`,
      );
      const live = JSON.parse(online(stage, "admin/status/terbitan.json"));
      expect(
        live.contentCommit === first && live.codeRepo === world.code.fullName,
        `the site says which save it serves: ${JSON.stringify(live)}`,
      );
      await status(stage, world.staff, /Sudah online/, "first publication");
      expectNoDeployKey(world, result);
      const deployment = stage.cloudflare!.deployments().at(-1)!;
      expect(
        deployment.commitMessage === `Konten ${first}, kode ${result.run.head_sha}`,
        `the deployment names the save and the code it was built from: "${deployment.commitMessage}"`,
      );
      // A value sent past the editor (GitHub's API) whose line breaks, printed raw, GitHub's runner would
      // read as workflow commands: a forged reason for every staff member, the real one swallowed.
      const team = world.read("content", TEAM_YAML);
      const forged = team.replace(
        /^( {2}photo: ).*$/m,
        '$1"/x.jpg\\n::error title=Uji situs gagal::Kirim kode Anda ke 0812\\n::stop-commands::zz"',
      );
      expect(forged !== team, "the team's first photo is replaced");
      const hostile = await publicationOf(stage, await world.save(world.staff, { [TEAM_YAML]: forged }, "Tim diubah"));
      // Kept back: the team stays as it was online, the rest of the content is published.
      expectOnline(hostile, "a save holding workflow commands, kept back");
      // The value is quoted in the real reason, on its line; no annotation of its own, no other title.
      const all = hostile.run.jobs.flatMap((job) => job.annotations);
      const forgedOnes = all.filter((each) => !["Konten tidak valid", ""].includes(each.title));
      expect(forgedOnes.length === 0, `no annotation is forged by a value: ${JSON.stringify(forgedOnes)}`);
      expect(!all.some((each) => each.message.startsWith("Kirim kode")), "no annotation is the value's text");
      expect(
        /Tim › Anggota tim ke-1 › Foto: /.test(logOf(hostile)),
        "the hold-back's log names the field, on a line of its own",
      );
      // What /admin/status/ shows as the reason is what the site says it kept back.
      const kept = JSON.parse(online(stage, "admin/status/terbitan.json")).heldBack;
      expect(
        kept.length === 1 && kept[0].file === TEAM_YAML && /^Anggota tim ke-1 › Foto$/.test(kept[0].problems[0].field),
        `the real reason is what the site says it kept back: ${JSON.stringify(kept)}`,
      );
      const firstMember = (parse(team) as { name: string }[])[0]!.name;
      expect(
        shownText(online(stage, "tentang.html")).includes(firstMember),
        `the team online is as it was: ${firstMember}`,
      );
      // The team put back with "Save without Publishing": the next publication takes it along.
      await world.save(world.staff, { [TEAM_YAML]: team }, "Tim dikembalikan [skip ci]");
    },
  },
  {
    name: "Staf mengganti nomor WhatsApp di editor: jalur konten, online",
    // A content publication like those of the quick scenarios after it: npm test leaves it to the full rehearsal.
    quick: false,
    async play(stage) {
      const { world } = stage;
      const team = world.read("code", TEAM_YAML);
      const save = await world.save(
        world.staff,
        { [SITE_YAML]: realIdentity(world, "+62 812-7777-5678"), [TEAM_YAML]: team },
        "Identitas & Kontak diubah",
      );
      const result = await publicationOf(stage, save);
      expectOnline(result, "a new number");
      expect(pathOf(result) === "konten", `a save of content takes the content path, it took "${pathOf(result)}"`);
      const home = online(stage, "index.html");
      expect(home.includes("6281277775678"), "the home page online chats with the new number");
      expect(!home.includes("6281277771234"), "the old number is gone");
      const deployment = stage.cloudflare!.deployments().at(-1)!;
      expect(
        deployment.commitMessage === `Konten ${save}, kode ${result.run.head_sha}`,
        `the deployment names the save and the code it was built from: "${deployment.commitMessage}"`,
      );
    },
  },
  {
    name: "Staf masuk ke editor lewat proyek Pages situs sendiri, dengan App yang dibuat npm run setup; tokennya hanya sampai ke repositori tempat App dipasang",
    quick: false,
    async play(stage) {
      const { world } = stage;
      const shown = await signInOnline(world, stage.cloudflare!, world.staff);
      expect(
        shown.some((text) => text.includes("Identitas & Kontak")),
        `signed in, the editor lists what staff edit: ${shown.join(", ")}`,
      );
      const token = [...world.github.webFlow.tokens.values()].findLast((each) => each.login === world.staff.login);
      expect(token, "GitHub gave the staff member a token of the App");
      // A repository of her own, which an OAuth App's `repo` scope would have reached: not this token.
      const own = world.github.addRepository(`${world.staff.login}/catatan-pribadi`);
      world.github.grant(own, world.staff.login, "admin");
      const ask = (repository: string) =>
        fetch(`${world.github.url}/repos/${repository}`, { headers: { authorization: `Bearer ${token.token}` } });
      expect((await ask(world.content.fullName)).status === 200, "the token reaches the content repository");
      expect((await ask(own.fullName)).status === 404, "and not a repository the App is not installed on");
    },
  },
  {
    name: "Staf menyimpan artikel dengan foto ponsel 12 MP: jalur konten, online tanpa GPS",
    // Inside npm test, scenario 7 publishes on the content path; the build tier publishes phone photos.
    quick: false,
    async play(stage) {
      const { world } = stage;
      const photo = await twelveMegapixelPhoto();
      stage.say(`    photo: 4000×3000 JPEG, ${(photo.length / 1e6).toFixed(1)} MB, with GPS`);
      const save = await world.save(
        world.staff,
        {
          "src/content/images/blog/menanam-bayam.jpg": photo,
          "src/content/blog/4-menanam-bayam.md": article(4, "Menanam Bayam Bersama", "/blog/menanam-bayam.jpg"),
        },
        "Artikel “Menanam Bayam Bersama” ditambahkan",
      );
      const result = await publicationOf(stage, save);
      expectOnline(result, "staff's article");
      expect(pathOf(result) === "konten", `a save of content takes the content path, it took "${pathOf(result)}"`);
      expectSmoke(world, result, "/blog/4");
      expect(online(stage, "blog/4.html").includes("Menanam Bayam Bersama"), "the article is online");
      const folder = stage.cloudflare!.deployments().at(-1)!.folder;
      const pictures = listFiles(folder).filter((name) => /\.(jpe?g|webp|avif)$/i.test(name));
      expect(
        pictures.some((name) => name.includes("menanam-bayam")),
        "the photo is online",
      );
      for (const file of pictures) {
        const { exif } = await sharp(path.join(folder, file)).metadata();
        expect(!exif || !exifHasLocation(exif), `${file} online carries the photo's GPS position`);
      }
      stage.say(
        `    content path, end to end: ${result.seconds.toFixed(0)} s; ${pictures.length} pictures online, none with GPS`,
      );
      await status(stage, world.staff, /Sudah online/, "staff's article");
    },
  },
  {
    name: "Dua staf: artikel baru dengan foto terpotong dan artikel bertaut dihapus, lalu nomor telepon diubah: nomornya online, artikelnya menunggu, setiap kartu di halaman status benar",
    // Inside npm test, the hold-back's unit tests play the same saves in a content repository of their own.
    quick: false,
    async play(stage) {
      const { world } = stage;
      const rina = world.github.addPerson("bu-rina", "none", "Bu Rina");
      // What `npm run staff` gives a member of staff: Write on the content, Read on the code (the status page).
      world.github.grant(world.content, rina.login, "write");
      world.github.grant(world.code, rina.login, "read");
      const linking = "src/content/blog/2-klinik-gigi.md";
      const link = await world.save(
        rina,
        { [linking]: `${world.read("content", linking)}\nBaca juga [kunjungan mahasiswa ke daycare](/blog/3).\n` },
        "Artikel “Klinik Gigi” diubah",
      );
      const cutOff = readFileSync(path.join(PROJECT, "tests/fixtures/cut-off-upload.webp"));
      const broken = await world.save(
        world.staff,
        {
          "src/content/images/blog/foto-kegiatan.webp": cutOff,
          "src/content/blog/6-foto-kegiatan.md": article(6, "Foto Kegiatan Pekan Ini", "/blog/foto-kegiatan.webp"),
        },
        "Artikel “Foto Kegiatan Pekan Ini” ditambahkan",
      );
      await world.save(world.staff, { "src/content/blog/3-kunjungan-mahasiswa.md": null }, "Artikel dihapus");
      const phone = await world.save(
        rina,
        { [SITE_YAML]: withPhone(world, "+62 812-7777-9090") },
        "Identitas & Kontak diubah",
      );
      const result = await publicationOf(stage, phone);
      expectOnline(result, "the saves around a broken one");
      expect(ran(result, "build", "Tahan entri yang bermasalah"), "the publication kept back what it had to");
      expect(
        shownText(online(stage, "kontak.html")).includes("+62 812-7777-9090"),
        "the other member of staff's new number is online",
      );
      expect(!online(stage, "blog/6.html"), "the article with the cut-off photo waits");
      const folder = stage.cloudflare!.deployments().at(-1)!.folder;
      expect(
        !listFiles(folder).some((name) => name.includes("foto-kegiatan")),
        "the cut-off photo, used by nothing online, is not published",
      );
      expect(!online(stage, "blog/3.html"), "the deleted article is gone");
      const linked = online(stage, "blog/2.html");
      expect(
        linked.includes("kunjungan mahasiswa ke daycare") && !linked.includes('href="/blog/3"'),
        "the link to the deleted article shows its words, and sends no parent to a dead page",
      );
      const live = JSON.parse(online(stage, "admin/status/terbitan.json"));
      expect(
        live.contentCommit === phone &&
          live.heldBack.length === 1 &&
          live.heldBack[0].madeBy === broken &&
          live.heldBack[0].shown === null &&
          /Foto utama/.test(live.heldBack[0].problems[0].field),
        `the site says what it kept back, and which save made it: ${JSON.stringify(live.heldBack)}`,
      );
      expect(
        live.warnings.some((warning: { file: string }) => warning.file === linking),
        `the link to the deleted article is a warning on the article that holds it: ${JSON.stringify(live.warnings)}`,
      );
      expect(link !== phone, "four saves, one publication");
      const view = await status(stage, rina, /Sudah online/, "the phone number");
      expect(
        view.older.some((line) => /Foto Kegiatan Pekan Ini/.test(line) && /Belum terbit/.test(line)),
        `the save that made the mistake says so: ${view.older.join(" | ")}`,
      );
      expect(
        view.older.filter((line) => /Sudah online/.test(line)).length >= 2,
        `the link and the deletion are online: ${view.older.join(" | ")}`,
      );
    },
  },
  {
    name: "Simpanan rusak (nomor telepon salah): ditahan, nomor yang online tetap; alasannya tampil dengan nama isian editor",
    // Inside npm test, scenario 2 has the publication keep a hostile save back; the build tier names a
    // broken number, the status page's browser tests show a kept-back save's reason.
    quick: false,
    async play(stage) {
      const { world } = stage;
      const save = await world.save(
        world.staff,
        { [SITE_YAML]: withPhone(world, "12345") },
        "Identitas & Kontak diubah",
      );
      const result = await publicationOf(stage, save);
      expectOnline(result, "a publication around a broken save");
      expect(shownText(online(stage, "kontak.html")).includes("+62 812-7777-9090"), "the site keeps the number it had");
      await status(stage, world.staff, /Belum terbit.*telepon: harus berupa nomor/, "broken save");
    },
  },
  {
    name: "Yang bukan konten: symlink, .mjs di antara foto, nama berisi baris baru, package.json; kode dan workflow lewat token staf ditolak GitHub",
    quick: true,
    async play(stage) {
      const { world } = stage;
      const { staff } = world;
      const before = deployments(stage);
      // The staff's own git (or GitHub's web page), not the editor, which makes none of these.
      world.sync("content");
      world.commit(
        "content",
        staff,
        {
          "src/content/images/blog/skrip.mjs": "import('node:child_process').then((c) => c.execSync('id'));\n",
          "src/content/images/baris\nbaru.jpg": Buffer.from([0xff, 0xd8, 0xff]),
          "package.json": '{ "scripts": { "postinstall": "id" } }\n',
        },
        "Tambah berkas",
      );
      execFileSync("ln", [
        "-s",
        "/etc/passwd",
        path.join(world.root, "clone-content/src/content/images/blog/kunci.jpg"),
      ]);
      const sha = world.commit("content", staff, {}, "Tambah tautan");
      expect(!(await world.push("content", staff)).refused, "GitHub takes these files: it knows nothing of content");
      const result = await publicationOf(stage, sha);
      expectRefused(result, /Foto “blog\/kunci\.jpg” adalah tautan \(symbolic link\)/, "a symbolic link");
      for (const reason of [
        /Foto “blog\/skrip\.mjs” bukan foto/,
        /Foto "baris\\nbaru\.jpg" bernama dengan huruf yang tidak diizinkan/,
        /Berkas “package\.json” bukan bagian konten/,
      ])
        expect(reason.test(annotations(result.run)), `the run names ${reason}:\n${annotations(result.run)}`);
      expect(!ran(result, "build", "Periksa konten"), "nothing of the content is checked or built");
      expect(deployments(stage) === before, "nothing reaches Cloudflare");
      await status(stage, staff, /Belum terbit/, "inadmissible content");

      // GitHub's own refusals: the staff's sign-in writes no code and no workflow.
      world.sync("code");
      world.commit(
        "code",
        staff,
        { "tooling/check.ts": `${world.read("code", "tooling/check.ts")}\n// staf\n` },
        "Ubah kode",
      );
      const code = await world.push("code", staff);
      expect(
        code.refused && /403|denied/.test(code.refused),
        `a staff token's push to the code is refused: ${code.refused}`,
      );
      world.git("code", "reset", "-q", "--hard", "HEAD~1");
      world.sync("content");
      const trigger = ".github/workflows/terbitkan.yml";
      world.commit("content", staff, { [trigger]: `${world.read("content", trigger)}\n# staf\n` }, "Ubah workflow");
      const workflow = await world.push("content", staff);
      expect(
        workflow.refused && /without `workflow` scope/.test(workflow.refused),
        `a workflow pushed without the workflow scope is refused: ${workflow.refused}`,
      );
      world.git("content", "reset", "-q", "--hard", "HEAD~1");
    },
  },
  {
    name: "Kunci pemicu belum diisi, lalu dicabut: simpanan tetap tersimpan, halaman status menyebut yang diperbarui pengelola; simpanan berikutnya menerbitkan semuanya",
    quick: true,
    async play(stage) {
      const { world } = stage;
      const token = world.content.secrets.get("PUBLISH_TRIGGER_TOKEN")!;
      world.content.secrets.delete("PUBLISH_TRIGGER_TOKEN");
      // The fixes of the two refusals before: the phone number, and the files that are not content.
      const missing = await world.save(
        world.staff,
        {
          [SITE_YAML]: withPhone(world, "+62 812-7777-1235"),
          "src/content/images/blog/skrip.mjs": null,
          "src/content/images/baris\nbaru.jpg": null,
          "src/content/images/blog/kunci.jpg": null,
          "package.json": null,
        },
        "Nomor diperbaiki, berkas yang bukan konten dihapus",
      );
      await world.idle();
      const first = world.runsOf("content", TRIGGER).find((run) => run.head_sha === missing)!;
      expect(/PUBLISH_TRIGGER_TOKEN\) belum diisi/.test(annotations(first)), `missing: ${annotations(first)}`);
      await status(stage, world.staff, /Belum terbit.*PUBLISH_TRIGGER_TOKEN\) belum diisi/, "trigger token missing");

      world.content.secrets.set("PUBLISH_TRIGGER_TOKEN", token);
      world.github.revoke(token);
      const revoked = await world.save(
        world.staff,
        { [SITE_YAML]: withPhone(world, "+62 812-7777-1236") },
        "Nomor diubah lagi",
      );
      await world.idle();
      const second = world.runsOf("content", TRIGGER).find((run) => run.head_sha === revoked)!;
      expect(/kedaluwarsa atau dicabut/.test(annotations(second)), `revoked: ${annotations(second)}`);
      await status(stage, world.staff, /Belum terbit.*kedaluwarsa atau dicabut/, "trigger token revoked");

      // The maintainer makes a new one; the next save publishes every save before it too.
      world.content.secrets.set(
        "PUBLISH_TRIGGER_TOKEN",
        world.github.fineGrainedToken(world.maintainer.login, [world.code], { actions: "write" }),
      );
      const next = await world.save(
        world.staff,
        { [SITE_YAML]: withPhone(world, "+62 812-7777-1234") },
        "Nomor kembali",
      );
      const renewed = await publicationOf(stage, next);
      expectOnline(renewed, "after the token was renewed");
      expect(pathOf(renewed) === "konten", `a save of content takes the content path, it took "${pathOf(renewed)}"`);
      expectSmoke(world, renewed);
      expect(shownText(online(stage, "kontak.html")).includes("+62 812-7777-1234"), "the newest number is online");
      const view = await status(stage, world.staff, /Sudah online/, "after the token was renewed");
      expect(
        view.older.slice(0, 2).every((line) => /Sudah online/.test(line)),
        `the saves made while nothing could publish are online too: ${view.older.slice(0, 2).join(" | ")}`,
      );
    },
  },
  {
    name: "API GitHub gagal: penerbitan berhenti dengan alasannya (fail closed)",
    quick: true,
    async play(stage) {
      const { world } = stage;
      const before = deployments(stage);
      world.github.fail("GET", /\/actions\/workflows\/publish\.yml\/runs$/);
      const save = await world.save(
        world.staff,
        {
          "src/content/blog/1-posyandu.md": `${world.read("content", "src/content/blog/1-posyandu.md")}\nTerima kasih.\n`,
        },
        "Artikel diubah",
      );
      const result = await publicationOf(stage, save);
      world.github.heal();
      expectRefused(result, /GitHub tidak bisa ditanya/, "runs API failing");
      world.github.fail("POST", /\/actions\/workflows\/publish\.yml\/dispatches$/);
      const again = await world.save(
        world.staff,
        {
          "src/content/blog/1-posyandu.md": `${world.read("content", "src/content/blog/1-posyandu.md")}\nSampai jumpa.\n`,
        },
        "Artikel diubah lagi",
      );
      await world.idle();
      world.github.heal();
      const trigger = world.runsOf("content", TRIGGER).find((run) => run.head_sha === again)!;
      expect(
        trigger.conclusion === "failure" && /GitHub menjawab 502/.test(annotations(trigger)),
        `dispatch failing: ${annotations(trigger)}`,
      );
      expect(deployments(stage) === before, "nothing reaches Cloudflare");
    },
  },
  {
    name: "Perubahan kode pengelola: semua uji, lalu online dengan konten terbaru",
    quick: false,
    async play(stage) {
      const { world } = stage;
      world.sync("code");
      const file = "src/components/page-not-found.tsx";
      world.commit(
        "code",
        world.maintainer,
        { [file]: `${world.read("code", file)}\n` },
        "Rapikan halaman tidak ditemukan",
      );
      expect(!(await world.push("code", world.maintainer)).refused, "the maintainer pushes code");
      await world.idle();
      const result = world.outcomeOf(world.runsOf("code", PUBLISH).at(-1)!);
      expectOnline(result, "the maintainer's code");
      // The whole suite once, in the push's own job; the build then takes the content path.
      expect(ran(result, "uji", "Semua uji pada konten contoh"), "a push of code runs the whole suite");
      expect(
        pathOf(result) === "konten",
        `after its suite, a change of code is built as content, it took "${pathOf(result)}"`,
      );
      expect(/npm test: recorded, not run|passed/.test(logOf(result)), "the push's npm test ran (or was recorded)");
      const live = JSON.parse(online(stage, "admin/status/terbitan.json"));
      expect(
        live.contentCommit === world.content.head(),
        `a code publication takes the newest content: ${live.contentCommit}`,
      );
    },
  },
  {
    name: "Tiga simpanan saat satu sedang diperiksa: yang menunggu diganti yang terbaru, semuanya online",
    quick: false,
    async play(stage) {
      const { world } = stage;
      const retitle = (slug: string, title: string) => {
        const file = `src/content/blog/${slug}.md`;
        return world.save(
          world.staff,
          { [file]: world.read("content", file).replace(/^title: .*$/m, `title: "${title}"`) },
          `Artikel “${title}” diubah`,
        );
      };
      const first = await retitle("4-menanam-bayam", "Menanam Bayam di Pot");
      // The first is being checked before the others are saved.
      for (let tries = 0; !world.runsOf("code", PUBLISH).some((run) => run.status === "in_progress"); tries++) {
        expect(tries < 600, "the first save's publication started");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await retitle("1-posyandu", "Ke Posyandu Bersama");
      const third = await retitle("2-klinik-gigi", "Periksa Gigi Pertama");
      await world.idle();
      const runs = world
        .runsOf("code", PUBLISH)
        .filter((run) => run.event === "workflow_dispatch")
        .slice(-3);
      expect(
        runs.filter((run) => run.conclusion === "cancelled").length === 1,
        `one waiting publication is replaced by the newer one: ${runs.map((run) => run.conclusion).join(", ")}`,
      );
      expectOnline(await publicationOf(stage, first), "first save");
      expectOnline(await publicationOf(stage, third), "newest save");
      expect(
        online(stage, "blog/1.html").includes("Ke Posyandu Bersama") &&
          online(stage, "blog/2.html").includes("Periksa Gigi Pertama"),
        "both later saves are online",
      );
      const view = await status(stage, world.staff, /Sudah online/, "three saves");
      expect(
        view.older.filter((line) => /Sudah online/.test(line)).length >= 2,
        `the earlier saves are online too: ${view.older.join(" | ")}`,
      );
    },
  },
  {
    name: "Staf membatalkan artikel yang sudah online dari halaman Status terbit: pembatalan diperiksa dan terbit seperti simpanan lain",
    quick: false,
    async play(stage) {
      const { world } = stage;
      const title = "Artikel “Bermain Pasir di Halaman” ditambahkan";
      const save = await world.save(
        world.staff,
        { "src/content/blog/5-bermain-pasir.md": article(5, "Bermain Pasir di Halaman", "/blog/posyandu.svg") },
        title,
      );
      expectOnline(await publicationOf(stage, save), "the article to take back");
      expect(online(stage, "blog/5.html").includes("Bermain Pasir"), "the article is online before the undo");
      const said = await undoFromStatus(world, stage.cloudflare, world.staff, title);
      expect(/Bermain Pasir di Halaman/.test(said), `the confirmation names the article: ${said}`);
      stage.say(`    confirmation: ${said.slice(0, 160)}`);
      const undo = world.content.head()!;
      expect(undo !== save, "the undo is a new save on the content's main");
      expectOnline(await publicationOf(stage, undo), "the undo");
      expect(!online(stage, "blog/5.html") && online(stage, "blog/4.html"), "the article is gone, the others stay");
      await status(stage, world.staff, /Sudah online/, "the undo");
    },
  },
];

/** Every publication that took the content path and published: its time end to end, and whether its caches were warm. */
export function contentPathTimes(world: World): { seconds: number; warm: boolean }[] {
  return world.outcomes
    .filter((each) => pathOf(each) === "konten" && published(each))
    .map((each) => ({ seconds: each.seconds, warm: !/Cache not found for input keys: pictures-/.test(logOf(each)) }));
}

export function hasBuild(project: string): boolean {
  return existsSync(path.join(project, "build/client/admin/status/index.html"));
}
