import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundaries } from "./scripts/lint/import-boundaries.js";

// Import boundaries (decision 126). Folders are relative to the project root.
const DRIZZLE_ALLOWED = [
  "worker/services/**",
  "worker/db/**",
  "worker/platform/**",
  "worker/cli/**",
  "worker/seed/**",
  "drizzle.config.ts",
  "tests/**",
  "**/*.test.ts",
];

const boundaryRules = {
  rules: [
    {
      from: "web/",
      forbid: ["worker/"],
      message: "the web app never imports the server; code both need goes in core/.",
    },
    {
      from: "core/",
      forbid: ["worker/", "web/"],
      message: "core/ is shared by the server and the web app and imports neither.",
    },
    {
      from: "web/src/components/",
      forbid: ["web/src/features/", "web/src/app/"],
      message: "shared components sit below the features and the app shell.",
    },
    {
      from: "web/src/lib/",
      forbid: ["web/src/features/", "web/src/app/", "web/src/components/"],
      message: "lib/ is the bottom layer of the web app.",
    },
  ],
  isolated: ["web/src/features/"],
  // The calculator page composes its tabs (decision 243): it imports them, they import neither it nor each other.
  composes: {
    "web/src/features/calculator/": [
      "actuals",
      "budget",
      "cash-plan",
      "club-statistics",
      "exports",
      "poster",
      "pricing",
      "sections",
      "seasons",
    ].map((tab) => `web/src/features/${tab}/`),
  },
};

export default defineConfig([
  globalIgnores(["**/node_modules/", "dist/", "web/dist/", "test-results/", "tests/lighthouse/reports/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { boundaries },
    rules: {
      "boundaries/imports": ["error", boundaryRules],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message:
                "Queries live in worker/services (and db, platform, cli, seed, tests): call a service instead.",
            },
          ],
        },
      ],
    },
  },
  { files: DRIZZLE_ALLOWED, rules: { "no-restricted-imports": "off" } },
  {
    // Backend codes by name (core/errors.ts's errorCodes, issue 40.5): `new AppError(errorCodes.noRight)`, not `new AppError(3)`;
    // the same for the code `fail()` writes into the envelope.
    files: ["**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='AppError'][arguments.0.type='Literal']",
          message: "Name the backend code: new AppError(errorCodes.<name>), from core/errors.ts.",
        },
        {
          selector: "CallExpression[callee.name='fail'][arguments.2.type='Literal']",
          message: "Name the backend code: fail(c, httpStatus, errorCodes.<name>, ...), from core/errors.ts.",
        },
      ],
    },
  },
  {
    rules: {
      // A leading underscore marks a binding kept on purpose (a destructured part left out, a signature).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    // The two classic hook rules. The plugin's React Compiler rules (refs, set-state-in-effect, purity,
    // use-memo, static-components...) judge code for the compiler, which this app does not use; they
    // flagged 31 places in 15 files, each an effect or ref to redesign, so they stay off.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // Server, API and edge test files share one module registry per process (vitest.config.ts, decision 219): a
    // module replaced or a global stubbed there would leak into the next file. Files that need it are
    // listed in vitest.config.ts's mockingModules and here.
    files: ["worker/**/*.test.ts", "tests/api/**/*.test.ts", "tests/edge/**/*.test.ts"],
    ignores: ["worker/entry/node-entry.test.ts", "worker/platform/node/purge-timer.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "stubGlobal", "stubEnv"].map((property) => ({
          object: "vi",
          property,
          message:
            "This file shares its modules with other test files: list it in vitest.config.ts's mockingModules (and here).",
        })),
      ],
    },
  },
  {
    // End-to-end specs take `test` from fixtures.ts, which gives each spec file a fresh server; Playwright's
    // fixtures name what they use in an object pattern, empty when they use nothing.
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import test and expect from ./fixtures: it serves each spec file on a fresh server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/e2e/fixtures.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  // Browser scripts: the static start-up script, the fake PayPal SDK, and code Lighthouse runs in the page.
  { files: ["web/public/**/*.js"], languageOptions: { globals: globals.browser, sourceType: "script" } },
  { files: ["**/*.{js,mjs}"], ignores: ["web/public/**"], languageOptions: { globals: globals.node } },
  {
    files: ["tests/support/fake-paypal-sdk.js", "tests/lighthouse/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
