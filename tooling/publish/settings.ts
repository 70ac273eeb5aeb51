/**
 * Every repository setting publishing reads, once, in both repositories
 * (docs/deploy.md, "Setting it up"): what each is for and what a right value
 * looks like. Three readers: the publishing workflow's first step (`node
 * tooling/publish/settings.ts`, before anything is installed), `npm run
 * setup`, which creates them, and the rehearsal, which configures its
 * repositories from this list.
 *
 * A secret's value never reaches the first step: the workflow passes
 * `HAS_<NAME>` ("true" or "false", `secrets.<NAME> != ''`) instead. Only
 * Node's own modules here: the step runs before `npm ci`.
 */
import { appendFileSync } from "node:fs";

/** The branch the editor saves to, and the only one published. */
export const PUBLISHED_BRANCH = "main";

/** The workflow of the content repository that asks the code repository to publish (its source: ./content-repository/). */
export const TRIGGER_WORKFLOW = "terbitkan.yml";
/** The code repository's publishing workflow. */
export const PUBLISH_WORKFLOW = "publish.yml";

export interface Setting {
  name: string;
  kind: "variable" | "secret";
  /** Which repository holds it: the code repository (this project) or the content repository. */
  repository: "code" | "content";
  /** For the maintainer (setup, docs/deploy.md): what to put there. */
  what: string;
  /** Why a value is wrong, in Indonesian; null when it is right. Secrets are only checked for presence. */
  check?: (value: string) => string | null;
}

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

export const repositoryName = (value: string) =>
  /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(value)
    ? null
    : "harus berupa pemilik/nama repositori GitHub, contoh: daycare-cisauk/situs-konten";

/** In the order `npm run setup` creates them. */
export const SETTINGS: readonly Setting[] = [
  {
    name: "CONTENT_REPO",
    kind: "variable",
    repository: "code",
    what: "the content repository, owner/name: the editor saves there, and publishing reads it",
    check: repositoryName,
  },
  {
    name: "CONTENT_DEPLOY_KEY",
    kind: "secret",
    repository: "code",
    what: "the private half of a read-only deploy key of the content repository (npm run setup makes it)",
  },
  {
    name: "SITE_URL",
    kind: "variable",
    repository: "code",
    what: "the site's public address, https://…, e.g. https://daycarecisauk.id",
    check: https,
  },
  {
    name: "CLOUDFLARE_ACCOUNT_ID",
    kind: "variable",
    repository: "code",
    what: "the Cloudflare account ID (Workers & Pages → Overview, right column): 32 characters 0-9 a-f",
    check: (value) =>
      /^[0-9a-f]{32}$/.test(value) ? null : "harus 32 karakter 0-9 dan a-f (Account ID di Cloudflare)",
  },
  {
    name: "CLOUDFLARE_API_TOKEN",
    kind: "secret",
    repository: "code",
    what: "a Cloudflare API token with Account · Cloudflare Pages · Edit, for this account only",
  },
  {
    name: "CODE_REPO",
    kind: "variable",
    repository: "content",
    what: "the code repository, owner/name: where the publishing workflow runs",
    check: repositoryName,
  },
  {
    name: "PUBLISH_TRIGGER_TOKEN",
    kind: "secret",
    repository: "content",
    what: "a fine-grained token for the code repository alone, Actions: Read and write: it can start publishing and nothing more",
  },
];

/** The settings of one repository, in order. */
export const settingsOf = (repository: Setting["repository"]) =>
  SETTINGS.filter((setting) => setting.repository === repository);

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
  // A run started by hand on another branch never publishes: the code published is main's.
  if (env.GITHUB_REF && env.GITHUB_REF !== `refs/heads/${PUBLISHED_BRANCH}`)
    return [
      {
        name: "cabang",
        message: `${env.GITHUB_REF.replace("refs/heads/", "")} bukan ${PUBLISHED_BRANCH}: hanya cabang ${PUBLISHED_BRANCH} yang diterbitkan`,
      },
    ];
  const problems: Problem[] = [];
  for (const setting of settingsOf("code")) {
    if (setting.kind === "secret") {
      if (env[presence(setting.name)] !== "true")
        problems.push({
          name: setting.name,
          message: "belum diisi (Settings → Secrets and variables → Actions → Secrets, atau npm run setup)",
        });
      continue;
    }
    const value = env[setting.name]?.trim() ?? "";
    if (!value) {
      problems.push({
        name: setting.name,
        message: "belum diatur (Settings → Secrets and variables → Actions → Variables, atau npm run setup)",
      });
      continue;
    }
    const why = setting.check?.(value);
    if (why) problems.push({ name: setting.name, message: why });
  }
  return problems;
}

const WHY =
  "Pengaturan penerbitan belum lengkap, jadi tidak ada yang dipasang atau diterbitkan; situs yang online tetap seperti sebelumnya. Minta pengelola teknis melengkapinya (docs/deploy.md, atau `npm run setup`):";

/** The workflow's first step: exit 1, with the reasons on the run's page, when a publication could not succeed. */
function main(): number {
  const env = process.env;
  const problems = configurationProblems(env);
  if (problems.length === 0) {
    console.log(`✓ Pengaturan penerbitan lengkap: konten dari ${env.CONTENT_REPO}, terbit ke Cloudflare Pages.`);
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
