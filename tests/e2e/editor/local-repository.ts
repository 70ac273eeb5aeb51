import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { answerGitHubStatus } from "../../github/forward.ts";

/**
 * The editor's "Work with Local Repository" mode, driven without a person
 * picking a folder: the browser's folder picker is replaced by a private
 * folder of the page's origin (the Origin Private File System), filled with
 * the project's content and pictures. What the editor saves is read back
 * from there and can be built like a commit.
 */

const project = path.resolve(import.meta.dirname, "../../..");
const FOLDER = "repositori";
/** Files of the project the editor reads and writes: the collections and their pictures. */
const EDITED = ["src/content"];

export type Files = Record<string, Buffer>;

/** The content and pictures of the project, and the `.git` the editor looks for to accept a folder as a repository. */
export function repositoryFiles(): Files {
  const files: Files = { ".git/HEAD": Buffer.from("ref: refs/heads/main\n") };
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(project, dir))) {
      const file = `${dir}/${name}`;
      if (statSync(path.join(project, file)).isDirectory()) walk(file);
      else files[file] = readFileSync(path.join(project, file));
    }
  };
  for (const dir of EDITED) walk(dir);
  return files;
}

/** Opens /admin/ with `files` as the local repository, signed in, at the list of content. */
export async function openEditor(page: Page, files: Files): Promise<void> {
  await page.addInitScript((folder) => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
  }, FOLDER);
  await answerGitHubStatus(page);
  await page.goto("/admin/");
  const encoded = Object.fromEntries(Object.entries(files).map(([file, bytes]) => [file, bytes.toString("base64")]));
  await page.evaluate(
    async ([folder, files]) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const base = await root.getDirectoryHandle(folder, { create: true });
      for (const [file, data] of Object.entries(files)) {
        const parts = file.split("/");
        let dir = base;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(data), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    [FOLDER, encoded] as const,
  );
  await page.getByRole("button", { name: "Gunakan repositori lokal" }).click();
  await expect(page.getByRole("treeitem", { name: "Artikel" })).toBeVisible();
}

/** Every file of the local repository as the editor left it. */
export async function repositoryNow(page: Page): Promise<Files> {
  const encoded = await page.evaluate(async (folder) => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir.entries()) {
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          // A file the editor deletes while it is read is gone: read as the editor leaves it, not as an error.
          const file = await (handle as FileSystemFileHandle).getFile().catch((error: unknown) => {
            if (error instanceof DOMException && error.name === "NotFoundError") return undefined;
            throw error;
          });
          if (!file) continue;
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = "";
          for (let at = 0; at < bytes.length; at += 0x8000)
            binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
          files[`${prefix}${name}`] = btoa(binary);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), "");
    return files;
  }, FOLDER);
  return Object.fromEntries(Object.entries(encoded).map(([file, data]) => [file, Buffer.from(data, "base64")]));
}

/** The files that differ from `before`: what a save would commit. */
export function changes(before: Files, after: Files): Files {
  return Object.fromEntries(Object.entries(after).filter(([file, bytes]) => !before[file]?.equals(bytes)));
}

/** A field of the editor by its label (the editor names its groups Isian “Label”, the label set apart for direction). */
export const field = (page: Page, label: string) =>
  page.getByRole("group", { name: new RegExp(`^Isian “.?${label}.?”$`) });

/** Fills the first fields of a new article as staff would, the id left as the editor offers it. */
export async function fillArticle(
  page: Page,
  article: { title: string; date: string; author: string; category: string },
): Promise<void> {
  await page.getByRole("textbox", { name: "Judul" }).fill(article.title);
  await page.getByRole("textbox", { name: "Tanggal" }).fill(article.date);
  await page.getByRole("textbox", { name: "Nama penulis" }).fill(article.author);
  // Chosen from the list of categories, never typed (tooling/editor/editor-config.ts, categoryChoice).
  await page.getByRole("combobox", { name: "Kategori" }).click();
  await page.getByRole("option", { name: article.category, exact: true }).click();
}

/** Presses Save and waits until the editor has written `file` and says so. */
export async function save(page: Page, file: string): Promise<void> {
  const before = (await repositoryNow(page))[file];
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  // The editor first shrinks a new photo in the page (a phone's photo, on a machine busy with
  // the other test worker and the publishing rehearsal beside it): CI runs took longer than the
  // default 5 s, and once longer than 20 s. It still fails if the file is never written.
  await expect
    .poll(
      async () => {
        const now = (await repositoryNow(page))[file];
        return now !== undefined && !now.equals(before ?? Buffer.alloc(0));
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  // The editor's own word that it saved: on this computer only, so not that it goes online.
  await expect(
    page.getByRole("status").filter({ hasText: "Tersimpan, belum diterbitkan: situs belum berubah." }).first(),
  ).toBeVisible();
}
