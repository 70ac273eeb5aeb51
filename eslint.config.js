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
