/**
 * Every repository setting the publishing workflow reads, once: which
 * `PUBLISH_TO` needs which variable and secret, and what a right value looks
 * like. Three readers: the workflow's first step (`node
 * tooling/publish/settings.ts`, before anything is installed), the setup
 * command that creates them on GitHub (docs/deploy.md, in this order), and the
 * publishing rehearsal, which configures its repositories from this list.
 *
 * A secret's value never reaches the first step: the workflow passes
 * `HAS_<NAME>` ("true" or "false", `secrets.<NAME> != ''`) instead. Only
 * Node's own modules here: the step runs before `npm ci`.
 */
import { appendFileSync } from "node:fs";

/** The branch the editor saves to, and the only one published. */
export const PUBLISHED_BRANCH = "main";

export const TARGETS = ["cloudflare", "github-pages", "branch", "nginx"] as const;
export type Target = (typeof TARGETS)[number];

export interface Setting {
  name: string;
  kind: "variable" | "secret";
  /** The targets that read it. */
  targets: readonly Target[];
  /** For the maintainer (setup command, docs/deploy.md): what to put there. */
  what: string;
  /** Why a value is wrong, in Indonesian; null when it is right. Secrets are only checked for presence. */
  check?: (value: string) => string | null;
}

const ALL = TARGETS;

/** Netlify's own OAuth provider: allowed by name, never a silent default (it fails on every other host). */
export const NETLIFY_AUTH = "https://api.netlify.com";

const https = (value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "bukan alamat web: tulis alamat lengkap yang diawali https://";
  }
  if (url.protocol !== "https:") return "harus diawali https:// (bukan http://)";
  if (url.pathname !== "/" || url.search || url.hash)
    return "tulis alamat situs saja, tanpa /halaman atau ?… di belakangnya";
  return null;
};

/** In the order of docs/deploy.md, "Set it up once": the setup command creates them in this order. */
export const SETTINGS: readonly Setting[] = [
  {
    name: "PUBLISH_TO",
    kind: "variable",
    targets: ALL,
    what: `where the tested build goes: ${TARGETS.join(", ")}`,
    check: (value) =>
      (TARGETS as readonly string[]).includes(value)
        ? null
        : `"${value}" tidak dikenal: isi salah satu dari ${TARGETS.join(", ")} (huruf kecil semua)`,
  },
  {
    name: "SITE_URL",
    kind: "variable",
    targets: ALL,
    what: "the site's public address, https://…, e.g. https://daycarecisauk.id",
    check: https,
  },
  {
    name: "CMS_AUTH_URL",
    kind: "variable",
    targets: ALL,
    what: `the editor's sign-in service, https://… (the project's sveltia-cms-auth Worker; ${NETLIFY_AUTH} only on Netlify with its GitHub provider)`,
    check: (value) => https(value.replace(/\/+$/, "") + "/"),
  },
  {
    name: "CLOUDFLARE_ACCOUNT_ID",
    kind: "variable",
    targets: ["cloudflare"],
    what: "the Cloudflare account ID (Workers & Pages → Overview, right column): 32 characters 0-9 a-f",
    check: (value) =>
      /^[0-9a-f]{32}$/.test(value) ? null : "harus 32 karakter 0-9 dan a-f (Account ID di Cloudflare)",
  },
  {
    name: "CLOUDFLARE_API_TOKEN",
    kind: "secret",
    targets: ["cloudflare"],
    what: "a Cloudflare API token with Account · Cloudflare Pages · Edit, for this account only",
  },
  {
    name: "DEPLOY_SSH_TARGET",
    kind: "variable",
    targets: ["nginx"],
    what: "the server's account for publishing, deploy@<server>",
    check: (value) =>
      /^[a-z_][a-z0-9_-]*@[A-Za-z0-9.-]+$/.test(value)
        ? null
        : "harus berupa akun@server, contoh: deploy@daycarecisauk.id",
  },
  {
    name: "DEPLOY_KNOWN_HOSTS",
    kind: "variable",
    targets: ["nginx"],
    what: "the server's public host keys: the output of `ssh-keyscan <server>`",
    check: (value) =>
      /^\S+ (ssh-ed25519|ecdsa-sha2-nistp\d+|ssh-rsa) [A-Za-z0-9+/=]+/m.test(value)
        ? null
        : "harus berisi kunci server dari `ssh-keyscan <server>`",
  },
  {
    name: "DEPLOY_SSH_KEY",
    kind: "secret",
    targets: ["nginx"],
    what: "the private half of an SSH key made for publishing only (its public half in ~deploy/.ssh/authorized_keys)",
  },
];

/** The settings a target reads, in order. */
export function settingsFor(target: Target): Setting[] {
  return SETTINGS.filter((setting) => setting.targets.includes(target));
}

/** The name of the environment variable through which the workflow says whether a secret is set. */
export const presence = (name: string) => `HAS_${name}`;

export interface Problem {
  name: string;
  message: string;
}

/**
 * What is missing or wrong for a publication, read from the step's environment
 * (variables by name, secrets as HAS_<name>). Every problem at once.
 */
export function configurationProblems(env: NodeJS.ProcessEnv): Problem[] {
  // Staff save to main; a run started by hand on another branch never publishes.
  if (env.GITHUB_REF && env.GITHUB_REF !== `refs/heads/${PUBLISHED_BRANCH}`)
    return [
      {
        name: "cabang",
        message: `${env.GITHUB_REF.replace("refs/heads/", "")} bukan ${PUBLISHED_BRANCH}: hanya cabang ${PUBLISHED_BRANCH} yang diterbitkan`,
      },
    ];
  const target = env.PUBLISH_TO?.trim() ?? "";
  const publishTo = SETTINGS[0]!;
  if (!target)
    return [
      {
        name: publishTo.name,
        message: `belum diatur: isi salah satu dari ${TARGETS.join(", ")} (Settings → Secrets and variables → Actions → Variables)`,
      },
    ];
  const wrong = publishTo.check!(target);
  if (wrong) return [{ name: publishTo.name, message: wrong }];
  const problems: Problem[] = [];
  for (const setting of settingsFor(target as Target).slice(1)) {
    if (setting.kind === "secret") {
      if (env[presence(setting.name)] !== "true")
        problems.push({
          name: setting.name,
          message: "belum diisi (Settings → Secrets and variables → Actions → Secrets)",
        });
      continue;
    }
    const value = env[setting.name]?.trim() ?? "";
    if (!value) {
      problems.push({
        name: setting.name,
        message: "belum diatur (Settings → Secrets and variables → Actions → Variables)",
      });
      continue;
    }
    const why = setting.check?.(value);
    if (why) problems.push({ name: setting.name, message: why });
  }
  return problems;
}

const WHY =
  "Pengaturan penerbitan belum lengkap, jadi tidak ada yang dipasang atau diterbitkan; situs yang online tetap seperti sebelumnya. Minta pengelola teknis melengkapinya (docs/deploy.md, atau `npm run setup:github`):";

/** The workflow's first step: exit 1, with the reasons on the run's page, when a publication could not succeed. */
function main(): number {
  const env = process.env;
  const problems = configurationProblems(env);
  if (problems.length === 0) {
    console.log(`✓ Pengaturan penerbitan lengkap: terbit ke ${env.PUBLISH_TO}.`);
    return 0;
  }
  const lines = problems.map(({ name, message }) => `${name}: ${message}`);
  console.error(`${WHY}\n${lines.map((line) => `  - ${line}`).join("\n")}`);
  if (env.GITHUB_ACTIONS === "true")
    for (const line of lines) console.log(`::error title=Pengaturan penerbitan belum lengkap::${line}`);
  if (env.GITHUB_STEP_SUMMARY)
    appendFileSync(
      env.GITHUB_STEP_SUMMARY,
      `## ✗ Belum terbit: pengaturan belum lengkap\n\n${WHY}\n\n${lines.map((line) => `- ${line}`).join("\n")}\n`,
    );
  return 1;
}

if (import.meta.main) process.exitCode = main();
