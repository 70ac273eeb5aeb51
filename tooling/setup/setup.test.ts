import { describe, expect, it } from "vitest";
import { withoutSecrets } from "./setup.ts";

describe("withoutSecrets", () => {
  const token = "ghp_penanda0123456789";
  const base64 = (text: string) => Buffer.from(text).toString("base64");

  it("hides each secret as it is and as git's basic authorization carries it", () => {
    const said = `git -c http.extraheader=AUTHORIZATION: basic ${base64(`x-access-token:${token}`)} push: ${token} ${base64(token)} cf-rahasia`;
    const shown = withoutSecrets(said, [token, "cf-rahasia", undefined]);
    expect(shown).not.toContain(token);
    expect(shown).not.toContain(base64(`x-access-token:${token}`).replace(/=+$/, ""));
    expect(shown).not.toContain(base64(token).replace(/=+$/, ""));
    expect(shown).not.toContain("cf-rahasia");
    expect(shown).toMatch(/^git -c http\.extraheader=AUTHORIZATION: basic \*\*\*/);
  });

  it("leaves text without a secret as it is", () => {
    expect(withoutSecrets("✗ staff bunda-sary: no GitHub account", [token, ""])).toBe(
      "✗ staff bunda-sary: no GitHub account",
    );
  });
});
