import { describe, expect, it } from "vitest";
import { ContentProject } from "../../../../tests/fixtures/content-project.ts";
import { loadContent } from "./content-files.ts";

describe("placeholders in the staff's texts", () => {
  // Every object has these; a word in braces is only known when site.yaml gives it a value.
  it.each(["constructor", "__proto__"])("refuses {%s} as a word it does not know", (word) => {
    const project = new ContentProject().set("faq.yaml", [1, "answer"], `Ya, selama {${word}}.`);
    const { data, problems } = loadContent(project.root);
    expect(data).toBeUndefined();
    expect(problems).toEqual([
      {
        file: "src/content/data/faq.yaml",
        field: "item ke-2: answer",
        line: 4,
        message: expect.stringMatching(new RegExp(`^memakai \\{${word}\\} yang tidak dikenal.*\\{nama\\}`)),
      },
    ]);
  });

  it("leaves {toString} as written: a placeholder is lower case, so it is no placeholder", () => {
    const project = new ContentProject().set("faq.yaml", [1, "answer"], "Ya, selama {toString}.");
    const { data, problems } = loadContent(project.root);
    expect(problems).toEqual([]);
    expect(data!.faq[1]!.answer).toBe("Ya, selama {toString}.");
  });
});
