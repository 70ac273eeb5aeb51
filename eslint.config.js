// @ts-check
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/** Modules that only exist at build time: an island importing one would carry server code into the browser, or break. */
const serverOnly = [
  {
    name: "~/lib/site",
    message: "An island gets the site config's values as props (docs/decisions/014-static-site-with-islands.md).",
  },
  { name: "~/lib/entries", message: "An island gets its content as props." },
  { name: "~/lib/pictures", message: "An island gets its pictures as props." },
  { name: "~/components/ui/chat-link", message: "ChatLink reads the site config: give the island the link as a prop." },
];

/**
 * src/ is the ground floor: the site and what the tools and the editor share. It imports nothing
 * from the floors above it (tooling/, admin/) and nothing of the tests.
 */
const srcStandsAlone = [
  {
    group: ["**/tooling/**", "**/admin/**", "**/tests/**"],
    message:
      "src/ stands on its own: tooling/ and the editor (admin/) import what they share from src/, never the other way round, and tests are test code.",
  },
];

/**
 * src/lib in floors, lowest first (docs/decisions/013-tooling-by-lifecycle.md): a module imports
 * from its own floor and those below, never from one above, so that a floor can be read, tested and
 * run by Node's own tools without what stands on it, and no two floors hold each other up.
 */
const libFloors = [
  ["src/lib/format/*", "format/"], // the schemas check days and phone numbers with it
  ["src/lib/content/fields/*", "content/fields/"], // what the schemas are built of
  ["src/lib/addresses/*", "addresses/"], // asked alike by the article check and the blog
  ["src/lib/content/*", "content/"], // what every reader of the files needs: collections, places, a problem's shape
  ["src/lib/content/pictures/*", "content/pictures/"],
  ["src/lib/content/articles/*", "content/articles/"],
  ["src/lib/content/loading/*", "content/loading/"], // reads every kind of file below it, articles for their titles
  ["src/lib/*", "src/lib/'s own files"], // what the pages read from Astro, fed by the loaders below
  ["src/lib/blog/*", "blog/"],
  ["src/lib/site/*", "site/"], // the site as a whole: its head, the files at its root, the sitemap's dates from the blog's addresses
];
const libFloorOrder = libFloors.map(([, name]) => name).join(" < ");
const libFloorZones = libFloors.slice(0, -1).map(([target, name], floor) => ({
  target,
  from: libFloors.slice(floor + 1).map(([above]) => above),
  message: `${name} imports only from its own floor of src/lib and those below it (${libFloorOrder}): move what both need down (docs/decisions/013-tooling-by-lifecycle.md).`,
}));

export default defineConfig(
  {
    ignores: [
      "build/",
      ".build/",
      "dist/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".wrangler/",
    ],
  },
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Only what package.json declares: a package present only as another's dependency may leave with
    // that package's next version. Type-only imports count too (their @types package is declared).
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    // TypeScript's resolution, so that a type-only import ("hast") is traced to its @types package.
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-extraneous-dependencies": ["error", { includeTypes: true }],
    },
  },
  {
    // The site never reaches into the tools or the tests; tests may reach anywhere.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: srcStandsAlone,
        },
      ],
    },
  },
  {
    // Tests may reach across: a format test reads the real site.yaml.
    files: ["src/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: libFloorZones, basePath: import.meta.dirname }],
    },
  },
  {
    // Test doubles, fixtures and harnesses are test code: a tool that needs one is a test tool (tests/bench/).
    files: ["tooling/**/*.ts", "admin/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/tests/**"],
              message:
                "tooling/ and admin/ never import tests/: move the tool to tests/, or the shared code out of tests/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/components/islands/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: serverOnly,
          // This block's setting replaces src/'s for islands, so src/'s patterns are repeated here.
          patterns: [
            ...srcStandsAlone,
            { group: ["astro:*"], message: "Astro's virtual modules exist at build time only." },
          ],
        },
      ],
    },
  },
);
