import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLatest, Stop, SUITE_JOB, testedPath } from "./code-version.ts";

const SHA = "a".repeat(40);
const NEWER = "b".repeat(40);

/** GitHub's answers, as the test sets them; every request is recorded. */
let answer: { runs: () => [number, unknown]; jobs?: () => [number, unknown]; ref: () => [number, unknown] };
const asked: string[] = [];
let server: Server;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.headers.authorization} ${request.url}`);
    const [status, body] = request.url!.includes("/jobs")
      ? answer.jobs!()
      : request.url!.includes("/actions/")
        ? answer.runs()
        : answer.ref();
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  env = {
    GITHUB_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    GITHUB_REPOSITORY: "daycare/situs",
    GITHUB_SHA: SHA,
    GITHUB_TOKEN: "ghs_run",
    GITHUB_EVENT_NAME: "workflow_dispatch",
  };
});
afterAll(() => server.close());

/** This commit's completed publish.yml runs, each by its conclusion. */
const runs =
  (...conclusions: string[]) =>
  () =>
    [
      200,
      { total_count: conclusions.length, workflow_runs: conclusions.map((conclusion, id) => ({ id, conclusion })) },
    ] as [number, unknown];
const jobs =
  (...list: [string, string][]) =>
  () =>
    [200, { jobs: list.map(([name, conclusion]) => ({ name, conclusion })) }] as [number, unknown];
const ref = (sha: string) => () => [200, { object: { sha } }] as [number, unknown];
const failing = (status: number) => () => [status, { message: "x" }] as [number, unknown];

describe("which path a publication takes", () => {
  it("a push whose own suite passed: the content path, without asking", async () => {
    asked.length = 0;
    answer = { runs: runs(), ref: ref(SHA) };
    expect((await testedPath({ ...env, GITHUB_EVENT_NAME: "push", SUITE_RESULT: "success" })).path).toBe("konten");
    expect(asked).toEqual([]);
  });

  it("a push without its suite's result runs the whole suite, without asking", async () => {
    asked.length = 0;
    answer = { runs: runs("success"), ref: ref(SHA) };
    expect((await testedPath({ ...env, GITHUB_EVENT_NAME: "push", SUITE_RESULT: "skipped" })).path).toBe("lengkap");
    expect(asked).toEqual([]);
  });

  it("a save of content on code that already passed a publication: the content path", async () => {
    asked.length = 0;
    answer = { runs: runs("failure", "success"), ref: ref(SHA) };
    expect((await testedPath(env)).path).toBe("konten");
    expect(asked).toEqual([
      `Bearer ghs_run /repos/daycare/situs/actions/workflows/publish.yml/runs?head_sha=${SHA}&status=completed&per_page=20`,
    ]);
  });

  it("the first publication after the setup: the suite of the maintainer's push passed, though that run stopped at the settings", async () => {
    asked.length = 0;
    answer = {
      runs: runs("failure"),
      jobs: jobs(
        [SUITE_JOB, "success"],
        ["Ambil dan terima konten", "failure"],
        ["Periksa dan bangun situs", "skipped"],
      ),
      ref: ref(SHA),
    };
    const { path, reason } = await testedPath(env);
    expect(path).toBe("konten");
    expect(reason).toMatch(/saat didorong ke main/);
    expect(asked.at(-1)).toBe("Bearer ghs_run /repos/daycare/situs/actions/runs/0/jobs?per_page=100");
  });

  it("a save of content on code whose suite never passed: the whole suite first", async () => {
    answer = { runs: runs(), ref: ref(SHA) };
    expect((await testedPath(env)).path).toBe("lengkap");
    answer = { runs: runs("failure"), jobs: jobs([SUITE_JOB, "failure"]), ref: ref(SHA) };
    expect((await testedPath(env)).path).toBe("lengkap");
  });

  it("GitHub failing three times stops the run, in Indonesian; a refusal stops it at once", async () => {
    asked.length = 0;
    answer = { runs: failing(502), ref: ref(SHA) };
    await expect(testedPath(env, 0)).rejects.toThrow(/^GitHub tidak bisa ditanya .* \(GitHub menjawab 502\)/);
    expect(asked).toHaveLength(3);
    asked.length = 0;
    answer = { runs: failing(403), ref: ref(SHA) };
    await expect(testedPath(env, 0)).rejects.toBeInstanceOf(Stop);
    expect(asked).toHaveLength(1);
    answer = { runs: runs("failure"), jobs: failing(403), ref: ref(SHA) };
    await expect(testedPath(env, 0)).rejects.toBeInstanceOf(Stop);
  });

  it("an answer it cannot read is not read as 'never passed'", async () => {
    answer = { runs: () => [200, { message: "?" }], ref: ref(SHA) };
    await expect(testedPath(env, 0)).rejects.toThrow(/tidak bisa dibaca/);
    answer = { runs: runs("failure"), jobs: () => [200, { message: "?" }], ref: ref(SHA) };
    await expect(testedPath(env, 0)).rejects.toThrow(/tidak bisa dibaca/);
  });
});

describe("publishing only main's newest code", () => {
  it("passes while the commit is main's newest", async () => {
    answer = { runs: runs("success"), ref: ref(SHA) };
    await expect(checkLatest(env)).resolves.toMatch(/masih versi terbaru/);
  });

  it("refuses an older commit (a run started again later), naming both", async () => {
    answer = { runs: runs("success"), ref: ref(NEWER) };
    await expect(checkLatest(env)).rejects.toThrow(/\(aaaaaaa\) bukan lagi versi terbaru di main \(bbbbbbb\)/);
  });
});
