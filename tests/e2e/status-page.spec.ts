import type { Page } from "@playwright/test";
import { violations } from "./a11y.ts";
import { API, github, REPO, type Run, run } from "./status-api.ts";
import { expect, test } from "./fixtures.ts";

/**
 * /admin/status/: where a member of staff sees what became of a save
 * (docs/panduan-konten.md). GitHub's API is answered here the way it answers
 * for a repository whose publishing workflow has run.
 */

const latest = (page: Page) => page.locator("#terbaru");

test("a save that is online says so, with the time, above the saves before it", async ({ page }) => {
  await github(page, () => [
    run(3, {}),
    run(2, { conclusion: "cancelled" }),
    run(1, { conclusion: "failure", updated_at: "2026-11-24T02:30:00Z" }),
  ]);
  await page.goto("/admin/status/");
  await expect(page.getByRole("heading", { level: 1, name: "Status terbit" })).toBeVisible();
  await expect(latest(page)).toContainText("Sudah online");
  await expect(latest(page)).toContainText("Ubah Artikel “3-kunjungan” lewat editor");
  await expect(latest(page)).toContainText("sejak Rabu, 25 November 2026 pukul 14.04 WIB");
  await expect(latest(page).getByRole("link", { name: "Lihat rinciannya di GitHub" })).toHaveAttribute(
    "href",
    `https://github.com/${REPO}/actions/runs/3`,
  );
  const older = page.getByRole("list").getByRole("listitem");
  await expect(older).toHaveCount(2);
  await expect(older.nth(0)).toContainText("Dilewati: simpanan sesudahnya sudah memuat perubahan ini");
  await expect(older.nth(1)).toContainText("Belum terbit");
  expect(await violations(page)).toEqual([]);
});

test("a save being checked says so, and the page looks again by itself until it is online", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-11-25T07:02:00Z") });
  let state: Partial<Run> = { status: "in_progress", conclusion: null };
  await github(page, () => [run(4, state)]);
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Sedang diperiksa");
  await expect(latest(page)).toContainText("mulai Rabu, 25 November 2026 pukul 14.00 WIB");
  state = {};
  await page.clock.fastForward(31_000);
  await expect(latest(page)).toContainText("Sudah online");
});

test("a save waiting behind another says it is waiting its turn", async ({ page }) => {
  await github(page, () => [run(5, { status: "queued", conclusion: null }), run(4, { status: "in_progress" })]);
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Menunggu giliran");
  await expect(latest(page)).toContainText("disimpan Rabu, 25 November 2026 pukul 14.00 WIB");
});

test("a save the content check refused says what to fix in the editor's words, the file and line under it", async ({
  page,
}) => {
  await github(page, () => [run(6, { conclusion: "failure" })], {
    6: [
      {
        path: "src/content/data/site.yaml",
        start_line: 6,
        message:
          "Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia yang diawali +62 atau 0, contoh: +62 812-3456-7890",
        annotation_level: "failure",
      },
      { path: ".github", start_line: 1, message: "Process completed with exit code 1.", annotation_level: "failure" },
    ],
  });
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Belum terbit: situs yang online tetap seperti sebelumnya");
  await expect(latest(page)).toContainText("Yang perlu diperbaiki di editor, lalu simpan lagi:");
  const reasons = latest(page).getByRole("listitem");
  await expect(reasons).toHaveCount(1);
  await expect(reasons.first()).toHaveText(
    "Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia yang diawali +62 atau 0, contoh: +62 812-3456-7890" +
      "berkas src/content/data/site.yaml, baris 6",
  );
  await expect(reasons.first().getByText("berkas src/content/data/site.yaml, baris 6")).toHaveClass("kecil");
  expect(await violations(page)).toEqual([]);
});

test("a failure that is not the content's tells them so, and whom to ask", async ({ page }) => {
  await github(page, () => [run(7, { conclusion: "failure" })], {
    7: [
      {
        path: ".github",
        start_line: 1,
        message: "Isian konten sudah benar, tetapi uji situs gagal",
        annotation_level: "failure",
      },
    ],
  });
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Ini bukan kesalahan isian: hubungi pengelola teknis situs.");
  await expect(latest(page).getByText("Yang dilihat pengelola teknis:")).toBeVisible();
  await expect(latest(page).getByRole("listitem")).toHaveText(["Isian konten sudah benar, tetapi uji situs gagal"]);
});

test("a run that passed but published nothing (no publishing job succeeded) is never called online", async ({
  page,
}) => {
  // What a run looked like before the first step checked PUBLISH_TO: every publishing job skipped, the run green.
  await github(
    page,
    () => [run(8, {})],
    {},
    (each) => [
      { name: "Periksa konten dan uji situs", conclusion: "success", check_run_url: `${API}/check-runs/${each.id}00` },
      { name: "Terbitkan ke Cloudflare Pages", conclusion: "skipped", check_run_url: `${API}/check-runs/${each.id}01` },
    ],
  );
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Belum terbit: tidak ada yang diterbitkan");
  await expect(latest(page)).not.toContainText("Sudah online");
  await expect(latest(page)).toContainText("Ini bukan kesalahan isian: hubungi pengelola teknis situs.");
});

test("when GitHub does not answer, it says so and how to try again", async ({ page }) => {
  let answer = false;
  await github(page, () => [run(8, {})]);
  await page.route(`${API}/actions/workflows/publish.yml/runs?*`, (route) =>
    answer ? route.fallback() : route.fulfill({ status: 503, body: "" }),
  );
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Status belum bisa dimuat: GitHub tidak menjawab.");
  answer = true;
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await expect(latest(page)).toContainText("Sudah online");
});

test("before publishing is set up, it says so instead of asking GitHub", async ({ page }) => {
  let asked = false;
  await page.route("https://api.github.com/**", (route) => {
    asked = true;
    return route.abort();
  });
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Penerbitan belum diatur untuk situs ini");
  expect(asked).toBe(false);
});
