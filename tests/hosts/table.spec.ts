import { expect, HOSTS, type Host, LOCAL_RUNTIME_LOOKUP, send, test } from "./hosts.ts";
import { type Answer, type HeaderCheck, table } from "./table.ts";

/**
 * Host parity: every row of the table (tests/hosts/table.ts), sent to every
 * host as a raw request, answered as the row says.
 */

/** The row's answer for `host`: its own fields where it differs, a reason where it is left out. */
function expected(row: (typeof table)[number], host: Host): Answer | string {
  const own = row.on?.[host];
  if (!own) return row.expect;
  if ("skip" in own) return own.skip === "LOCAL_RUNTIME_LOOKUP" ? LOCAL_RUNTIME_LOOKUP : own.skip;
  const merged: Answer = { ...row.expect };
  for (const [key, value] of Object.entries(own) as [keyof Answer, Answer[keyof Answer]][]) {
    if (key === "headers" && value !== undefined)
      merged.headers = { ...row.expect.headers, ...(value as Answer["headers"]) };
    else if (value === undefined) delete merged[key];
    else (merged as unknown as Record<string, unknown>)[key] = value;
  }
  return merged;
}

function headerProblems(name: string, check: HeaderCheck, value: string | undefined): string[] {
  if (check === null) return value === undefined ? [] : [`${name} should be absent, is "${value}"`];
  if (typeof check === "function") return check(value).map((problem) => `${name}: ${problem}`);
  if (value === undefined) return [`${name} is missing`];
  if (typeof check === "string") return value === check ? [] : [`${name} is "${value}", not "${check}"`];
  return check.test(value) ? [] : [`${name} is "${value}", not ${check}`];
}

for (const host of HOSTS) {
  test.describe(host, () => {
    for (const row of table) {
      const target = typeof row.target === "string" ? row.target : undefined;
      test(`${row.method ?? "GET"} ${target ?? "(from the build)"}: ${row.what}`, async ({ hosts }) => {
        const answer = expected(row, host);
        test.skip(typeof answer === "string", typeof answer === "string" ? answer : "");
        if (typeof answer === "string") return;
        const path = typeof row.target === "string" ? row.target : row.target();
        const response = await send(hosts[host], path, { method: row.method, headers: row.headers });
        const problems: string[] = [];
        const statuses = typeof answer.status === "number" ? [answer.status] : answer.status;
        if (!statuses.includes(response.status))
          problems.push(`status ${response.status}, not ${statuses.join(" or ")}`);
        if (answer.location !== undefined && response.status >= 300 && response.status < 400) {
          const location = response.headers.location;
          const moved = location === undefined ? undefined : new URL(location, hosts[host]);
          if (
            !moved ||
            moved.origin !== new URL(hosts[host]).origin ||
            `${moved.pathname}${moved.search}` !== answer.location
          )
            problems.push(`Location is ${location}, not ${answer.location}`);
        }
        for (const [name, check] of Object.entries(answer.headers ?? {}))
          if (check !== undefined) problems.push(...headerProblems(name, check, response.headers[name]));
        for (const marker of answer.body ?? []) {
          const found = typeof marker === "string" ? response.body.includes(marker) : marker.test(response.body);
          if (!found) problems.push(`the body lacks ${marker}`);
        }
        if (answer.notBody?.test(response.body)) problems.push(`the body holds ${answer.notBody}`);
        expect(problems, `${host} ${row.method ?? "GET"} ${path}`).toEqual([]);
      });
    }
  });
}
