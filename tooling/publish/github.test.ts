import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { found, gitHub, reason } from "./github.ts";

/** GitHub's answers in order (status, headers, message), the last one repeated; every request is counted. */
let answers: [number, Record<string, string>, string?][] = [];
let asked = 0;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    const [status, headers, message = "x"] = answers[Math.min(asked++, answers.length - 1)]!;
    response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify({ message }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const ask = async (...given: [number, Record<string, string>, string?][]) => {
  [answers, asked] = [given, 0];
  return (await gitHub("ghp_x", url, 0))("GET /repos/{owner}/{repo}", { owner: "a", repo: "b" });
};

/** GitHub's answer when an integration asks too fast (its documented words). */
const SECONDARY = "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.";

it("asks again after GitHub's own failure or a secondary rate limit, at most three times", async () => {
  await expect(ask([502, {}], [429, { "retry-after": "1" }, SECONDARY], [200, {}])).resolves.toMatchObject({
    status: 200,
  });
  expect(asked).toBe(3);
  await expect(ask([403, { "retry-after": "1" }, SECONDARY], [200, {}])).resolves.toMatchObject({ status: 200 });
  expect(asked).toBe(2);
  await expect(ask([429, { "retry-after": "1" }, SECONDARY])).rejects.toMatchObject({ status: 429 });
  expect(asked).toBe(3);
  await expect(ask([503, {}])).rejects.toMatchObject({ status: 503 });
  expect(asked).toBe(3);
});

it("takes a refusal at once, and a 404 as nothing there", async () => {
  await expect(ask([403, {}])).rejects.toMatchObject({ status: 403 });
  expect(asked).toBe(1);
  await expect(found(ask([404, {}]))).resolves.toBeNull();
  expect(asked).toBe(1);
});

it("says in Indonesian why GitHub could not be asked", async () => {
  const silent = (await gitHub("ghp_x", "http://127.0.0.1:1", 0))("GET /user").catch((error: unknown) => error);
  expect(reason(silent)).toBe("tidak ada jawaban");
  expect(reason(await ask([403, {}]).catch((error: unknown) => error))).toBe("GitHub menjawab 403");
});
