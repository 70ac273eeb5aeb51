import { afterEach, describe, expect, it, vi } from "vitest";
import { sharedRenewal } from "./renewal.ts";

describe("the editor's token renewals", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("spends a refresh token once when several calls ask at the same moment, and passes everything else through", async () => {
    vi.stubGlobal("location", new URL("https://daycare.contoh.id/admin/"));
    let renewals = 0;
    const send = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith("/masuk/access_token")) renewals++;
      return new Response(JSON.stringify({ access_token: `ghu_${renewals}`, refresh_token: `ghr_${renewals}` }));
    });
    const shared = sharedRenewal(send as typeof fetch);
    const renew = (token: string) =>
      shared("https://daycare.contoh.id/masuk/access_token", {
        method: "POST",
        body: JSON.stringify({ grant_type: "refresh_token", refresh_token: token }),
      }).then((response) => response.json());
    const answers = await Promise.all([renew("ghr_a"), renew("ghr_a"), renew("ghr_a")]);
    expect(renewals).toBe(1);
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
    // Another refresh token is another renewal; any other call is sent as it is.
    await renew("ghr_b");
    expect(renewals).toBe(2);
    await shared("https://api.github.com/user");
    await shared("https://api.github.com/user");
    expect(send).toHaveBeenCalledTimes(4);
  });
});
