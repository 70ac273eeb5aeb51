// @ts-check
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * What each part of the project may import. The app runs in the visitor's
 * browser and in the prerender: it reaches build code only through Vite's
 * virtual modules (tooling/vite), never by a path. Hosting is read by the
 * build, the servers and the tests, so it stands on its own.
 */
const boundaries = [
  {
    target: "./app",
    from: ["./tooling", "./tests", "./admin"],
    message: "app/ runs in the browser: reach build code through a virtual module (tooling/vite), never by a path.",
  },
  {
    target: "./admin",
    from: ["./tooling", "./tests", "./app"],
    message: "The editor's page is bundled on its own (tooling/post-build/editor-build.ts).",
  },
  {
    target: "./tooling/hosting",
    from: ["./tooling/content", "./tooling/vite", "./tooling/post-build", "./tooling/operations", "./tests"],
    message: "Hosting is the one definition of every response: the build reads it, never the other way round.",
  },
  {
    target: "./tooling/content",
    from: ["./tooling/vite", "./tooling/post-build", "./tooling/operations", "./tests"],
    message: "The content layer is read by the plugins and the build steps, and reads neither.",
  },
  {
    target: ["./tooling/vite", "./tooling/post-build"],
    from: ["./tooling/operations", "./tests"],
    message: "Operations tools and tests use the build, the build never uses them.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Tests may reach across (fixtures, the plugins they exercise); the code they test may not.
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: boundaries }] },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
