import { afterEach, describe, expect, it } from "vitest";
import { annotation, CODE, CONTENT, run, save, standInWorld, type StandInWorld, trigger } from "./status-world.ts";

/** A world made real: what the status page then reads from the stand-in's REST API. */
describe("a status world in the stand-in", () => {
  let world: StandInWorld | undefined;
  afterEach(() => world?.dispose());

  const get = async (path: string) => {
    const response = await fetch(`${world!.github.url}${path}`, {
      headers: { authorization: `Bearer ${world!.staff.token}` },
    });
    return { status: response.status, body: (await response.json()) as never };
  };

  it("commits each save on main with its message, author and time, on top of the repository's first commit", async () => {
    const ARTICLE = "src/content/blog/2-klinik-gigi.md";
    world = await standInWorld({
      saves: [save(4, "Hapus Artikel “Seru Belajar Merawat Gigi” lewat editor"), save(3, "Ubah", "Bu Sari")],
      files: { 4: [{ filename: ARTICLE, status: "removed" }] },
      contents: { [ARTICLE]: "---\nid: 2\n---\n" },
    });
    const { body: listed } = await get(`/repos/${CONTENT}/commits?sha=main&per_page=6`);
    const commits = listed as { sha: string; commit: { message: string; author: { name: string; date: string } } }[];
    expect(commits.map(({ commit }) => [commit.message, commit.author.name, commit.author.date])).toEqual([
      ["Hapus Artikel “Seru Belajar Merawat Gigi” lewat editor", "Bu Aisyah", "2026-11-25T07:04:00Z"],
      ["Ubah", "Bu Sari", "2026-11-25T07:03:00Z"],
      ["Isi awal", "Pengelola", "2026-11-24T07:00:00Z"],
    ]);
    expect(commits[0]!.sha).toBe(world.sha(4));
    const { body: deletion } = await get(`/repos/${CONTENT}/commits/${world.sha(4)}`);
    expect((deletion as { files: unknown[] }).files).toEqual([
      expect.objectContaining({ filename: ARTICLE, status: "removed" }),
    ]);
    const { body: before } = await get(`/repos/${CONTENT}/contents/${ARTICLE}?ref=${world.sha(3)}`);
    expect(Buffer.from((before as { content: string }).content, "base64").toString()).toBe("---\nid: 2\n---\n");
  });

  it("lets a later save change a file an earlier one added, with its own text, beside a file no save changes", async () => {
    const ADDED = "src/content/blog/7-foto-kegiatan.md";
    const ALREADY = "src/content/blog/1-posyandu.md";
    world = await standInWorld({
      saves: [save(3), save(2)],
      files: {
        3: [{ filename: ADDED, status: "modified", text: "---\nid: 7\ntitle: Foto Kegiatan\n---\n\nLagi\n" }],
        2: [{ filename: ADDED, status: "added" }],
      },
      contents: { [ADDED]: "---\nid: 7\ntitle: Foto Kegiatan\n---\n", [ALREADY]: "---\nid: 1\n---\n" },
    });
    const text = async (file: string, n: number) => {
      const { body } = await get(`/repos/${CONTENT}/contents/${file}?ref=${world!.sha(n)}`);
      return Buffer.from((body as { content: string }).content, "base64").toString();
    };
    expect(await text(ADDED, 2)).toBe("---\nid: 7\ntitle: Foto Kegiatan\n---\n");
    expect(await text(ADDED, 3)).toBe("---\nid: 7\ntitle: Foto Kegiatan\n---\n\nLagi\n");
    expect(await text(ALREADY, 3)).toBe("---\nid: 1\n---\n");
    const { body: added } = await get(`/repos/${CONTENT}/commits/${world.sha(2)}`);
    expect((added as { files: unknown[] }).files).toEqual([
      expect.objectContaining({ filename: ADDED, status: "added" }),
    ]);
  });

  it("records the runs newest first, with GitHub's addresses, and a failed run's annotations; `sync` follows the world", async () => {
    const reason = annotation({ path: "src/content/data/site.yaml", start_line: 6, message: "Nomor" });
    world = await standInWorld({
      saves: [save(2), save(1)],
      publications: [run(21, 2, { conclusion: "failure" }), run(20, 1)],
      triggers: [trigger(31, 2)],
      annotations: { 21: [reason] },
    });
    const { body: runs } = await get(`/repos/${CODE}/actions/workflows/publish.yml/runs?per_page=30`);
    const listed = (runs as { workflow_runs: { id: number; html_url: string }[] }).workflow_runs;
    expect(listed.map(({ id }) => id)).toEqual([21, 20]);
    expect(listed[0]!.html_url).toBe(`https://github.com/${CODE}/actions/runs/21`);
    const { body: triggers } = await get(`/repos/${CONTENT}/actions/workflows/terbitkan.yml/runs`);
    expect((triggers as { workflow_runs: { head_sha: string }[] }).workflow_runs[0]!.head_sha).toBe(world.sha(2));
    const { body: jobs } = await get(`/repos/${CODE}/actions/runs/21/jobs`);
    const failed = (jobs as { jobs: { conclusion: string; check_run_url: string }[] }).jobs[0]!;
    expect(failed.conclusion).toBe("failure");
    const check = failed.check_run_url.split("/").pop();
    expect((await get(`/repos/${CODE}/check-runs/${check}/annotations`)).body).toEqual([reason]);

    world.sync({ saves: [], publications: [run(22, 3, { status: "in_progress", conclusion: null })] });
    const { body: after } = await get(`/repos/${CODE}/actions/workflows/publish.yml/runs`);
    expect((after as { workflow_runs: { id: number; status: string }[] }).workflow_runs).toEqual([
      expect.objectContaining({ id: 22, status: "in_progress" }),
    ]);
  });
});
