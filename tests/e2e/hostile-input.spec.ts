import { crafted, fuzz } from "../hosts/fuzz-paths.ts";
import { expect, test } from "./fixtures.ts";

test.use({ samePage: true });

/**
 * Every host's answer to the 200 fuzzed paths is checked at the HTTP level
 * (tests/hosts/fuzz.spec.ts). Here a browser opens the crafted ones and the
 * first ten random ones from `npm start`: whatever it gets is a complete page
 * with a heading, and nothing on it throws.
 */
const opened = fuzz
  .slice(0, crafted.length + 10)
  // "//tentang" is another host to a browser; a favicon request is no page load.
  .filter((path) => !path.startsWith("//") && !path.endsWith(".ico"));
const half = Math.ceil(opened.length / 2);

for (const [part, paths] of [opened.slice(0, half), opened.slice(half)].entries()) {
  test(`a browser opens fuzzed paths, part ${part + 1} of 2, without a console error`, async ({
    page,
    consoleErrors,
    visit,
  }) => {
    test.setTimeout(120_000);
    for (const path of paths) {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      expect(consoleErrors, path).toEqual([]);
    }
  });
}
