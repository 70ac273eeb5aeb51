import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLatest, Stop, testedPath } from "./code-version.ts";

const SHA = "a".repeat(40);
const NEWER = "b".repeat(40);

/** GitHub's two answers, as the test sets them; every request is recorded. */
let answer: { runs: () => [number, unknown]; ref: () => [number, unknown] };
const asked: string[] = [];
let server: Server;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.headers.authorization} ${request.url}`);
    const [status, body] = request.url!.includes("/actions/") ? answer.runs() : answer.ref();
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

const runs = (count: number) => () => [200, { total_count: count, workflow_runs: [] }] as [number, unknown];
const ref = (sha: string) => () => [200, { object: { sha } }] as [number, unknown];
const failing = (status: number) => () => [status, { message: "x" }] as [number, unknown];

describe("which path a publication takes", () => {
  it("a push of code always runs the whole suite, without asking", async () => {
    asked.length = 0;
    answer = { runs: runs(1), ref: ref(SHA) };
    expect((await testedPath({ ...env, GITHUB_EVENT_NAME: "push" })).path).toBe("lengkap");
    expect(asked).toEqual([]);
  });

  it("a save of content on code that already passed a publication: the content path", async () => {
    asked.length = 0;
    answer = { runs: runs(1), ref: ref(SHA) };
    expect((await testedPath(env)).path).toBe("konten");
    expect(asked).toEqual([
      `Bearer ghs_run /repos/daycare/situs/actions/workflows/publish.yml/runs?head_sha=${SHA}&status=success&per_page=1`,
    ]);
  });

  it("a save of content on code that never passed one: the whole suite first", async () => {
    answer = { runs: runs(0), ref: ref(SHA) };
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
  });

  it("an answer it cannot read is not read as 'never passed'", async () => {
    answer = { runs: () => [200, { message: "?" }], ref: ref(SHA) };
    await expect(testedPath(env, 0)).rejects.toThrow(/tidak bisa dibaca/);
  });
});

describe("publishing only main's newest code", () => {
  it("passes while the commit is main's newest", async () => {
    answer = { runs: runs(1), ref: ref(SHA) };
    await expect(checkLatest(env)).resolves.toMatch(/masih versi terbaru/);
  });

  it("refuses an older commit (a run started again later), naming both", async () => {
    answer = { runs: runs(1), ref: ref(NEWER) };
    await expect(checkLatest(env)).rejects.toThrow(/\(aaaaaaa\) bukan lagi versi terbaru di main \(bbbbbbb\)/);
  });
});
