/**
 * The part of GitHub's REST API that `npm run setup` (tooling/setup/setup.ts)
 * uses, part of the stand-in (./stand-in.ts): accounts, creating a
 * repository, Actions variables and secrets (sealed with the repository's
 * public key, as GitHub wants them, and opened here so the rehearsal's runs
 * get their values), deploy keys, collaborators and the Actions workflow
 * permissions, and a workflow as the trigger token reads it (its check,
 * tooling/setup/credentials.ts). Each refuses what GitHub refuses a caller
 * who is not the repository's admin, or has no Actions permission there.
 */
import sodium from "libsodium-wrappers";
import { type GitHubStandIn, type Repository, Refusal, type Route } from "./stand-in.ts";

export async function settingsApi(github: GitHubStandIn): Promise<Route[]> {
  await sodium.ready;
  const keys = new Map<string, { keyId: string; publicKey: Uint8Array; privateKey: Uint8Array }>();
  const keyOf = (repo: Repository) => {
    let pair = keys.get(repo.fullName);
    if (!pair) {
      const made = sodium.crypto_box_keypair();
      pair = { keyId: String(github.id()), publicKey: made.publicKey, privateKey: made.privateKey };
      keys.set(repo.fullName, pair);
    }
    return pair;
  };
  const admin = (route: Omit<Route, "handle"> & { handle: Route["handle"] }): Route => ({
    ...route,
    handle: (context) => {
      if (!context.access?.admin) throw new Refusal(403, "Must have admin rights to Repository.");
      return route.handle(context);
    },
  });
  const created = (login: string, fullName: string, body: Record<string, unknown>): [number, unknown] => {
    if (github.repo(fullName))
      throw new Refusal(422, "Repository creation failed.\n\nname already exists on this account");
    const repo = github.addRepository(fullName, body.private === false ? "public" : "private");
    github.grant(repo, login, "admin");
    return [201, { full_name: repo.fullName, private: repo.visibility === "private", permissions: { admin: true } }];
  };
  const person = (caller: Parameters<Route["handle"]>[0]["caller"]) => {
    if (!caller.person) throw new Refusal(401, "Requires authentication");
    return caller.person;
  };

  return [
    {
      method: "GET",
      global: true,
      pattern: /^\/users\/([\w.-]+)$/,
      handle: ({ match }) => [200, { login: match[1], type: github.people.has(match[1]!) ? "User" : "Organization" }],
    },
    {
      method: "POST",
      global: true,
      pattern: /^\/user\/repos$/,
      handle: async ({ caller, body }) => {
        const login = person(caller).login;
        return created(login, `${login}/${String((await body()).name)}`, await body());
      },
    },
    {
      method: "POST",
      global: true,
      pattern: /^\/orgs\/([\w.-]+)\/repos$/,
      handle: async ({ caller, body, match }) => {
        const login = person(caller).login;
        // An owner of the organisation: here, whoever is admin of one of its repositories.
        const owns = [...github.repositories.values()].some(
          (repo) => repo.owner === match[1] && repo.members.get(login) === "admin",
        );
        if (!owns)
          throw new Refusal(403, "You need admin access to the organization before adding a repository to it.");
        return created(login, `${match[1]}/${String((await body()).name)}`, await body());
      },
    },
    admin({
      method: "GET",
      pattern: /^\/actions\/variables\/(\w+)$/,
      handle: ({ repo, match }) => {
        const value = repo!.variables.get(match[1]!);
        return value === undefined ? [404, { message: "Not Found" }] : [200, { name: match[1], value }];
      },
    }),
    admin({
      method: "POST",
      pattern: /^\/actions\/variables$/,
      handle: async ({ repo, body }) => {
        const { name, value } = await body();
        if (repo!.variables.has(String(name))) throw new Refusal(409, "Already exists");
        repo!.variables.set(String(name), String(value));
        return [201, {}];
      },
    }),
    admin({
      method: "PATCH",
      pattern: /^\/actions\/variables\/(\w+)$/,
      handle: async ({ repo, match, body }) => {
        if (!repo!.variables.has(match[1]!)) throw new Refusal(404, "Not Found");
        repo!.variables.set(match[1]!, String((await body()).value));
        return [204, null];
      },
    }),
    admin({
      method: "GET",
      pattern: /^\/actions\/secrets\/public-key$/,
      handle: ({ repo }) => {
        const { keyId, publicKey } = keyOf(repo!);
        return [200, { key_id: keyId, key: sodium.to_base64(publicKey, sodium.base64_variants.ORIGINAL) }];
      },
    }),
    admin({
      method: "GET",
      pattern: /^\/actions\/secrets\/(\w+)$/,
      handle: ({ repo, match }) =>
        repo!.secrets.has(match[1]!) ? [200, { name: match[1] }] : [404, { message: "Not Found" }],
    }),
    admin({
      method: "PUT",
      pattern: /^\/actions\/secrets\/(\w+)$/,
      handle: async ({ repo, match, body }) => {
        const { encrypted_value: sealed, key_id: keyId } = await body();
        const pair = keyOf(repo!);
        if (keyId !== pair.keyId) throw new Refusal(422, "Bad key_id");
        const opened = sodium.crypto_box_seal_open(
          sodium.from_base64(String(sealed), sodium.base64_variants.ORIGINAL),
          pair.publicKey,
          pair.privateKey,
        );
        const existed = repo!.secrets.has(match[1]!);
        repo!.secrets.set(match[1]!, sodium.to_string(opened));
        return [existed ? 204 : 201, null];
      },
    }),
    admin({ method: "GET", pattern: /^\/keys$/, handle: ({ repo }) => [200, repo!.deployKeys] }),
    admin({
      method: "POST",
      pattern: /^\/keys$/,
      handle: async ({ repo, body }) => {
        const { title, key, read_only: readOnly } = await body();
        if (!/^ssh-(ed25519|rsa) [A-Za-z0-9+/=]+/.test(String(key))) throw new Refusal(422, "key is invalid");
        return [201, github.addDeployKey(repo!, String(title), String(key), readOnly !== false)];
      },
    }),
    admin({
      method: "DELETE",
      pattern: /^\/keys\/(\d+)$/,
      handle: ({ repo, match }) => {
        const at = repo!.deployKeys.findIndex((key) => key.id === Number(match[1]));
        if (at < 0) throw new Refusal(404, "Not Found");
        repo!.deployKeys.splice(at, 1);
        github.onDeployKeys.forEach((listener) => listener());
        return [204, null];
      },
    }),
    {
      // "Get a workflow": Actions read on the repository, as the trigger token has (a public one: anyone).
      method: "GET",
      pattern: /^\/actions\/workflows\/([\w.-]+)$/,
      handle: ({ repo, match, access, caller }) => {
        if (access?.actions === "none")
          throw new Refusal(
            403,
            caller.run ? "Resource not accessible by integration" : "Resource not accessible by personal access token",
          );
        const head = repo!.head();
        const file = `.github/workflows/${match[1]}`;
        if (!head || !repo!.file(head, file)) throw new Refusal(404, "Not Found");
        const state = repo!.disabledWorkflows.has(match[1]!) ? "disabled_manually" : "active";
        return [200, { name: match[1], path: file, state }];
      },
    },
    admin({
      method: "GET",
      pattern: /^\/actions\/permissions\/workflow$/,
      handle: ({ repo }) => [200, repo!.workflowPermissions],
    }),
    admin({
      method: "PUT",
      pattern: /^\/actions\/permissions\/workflow$/,
      handle: async ({ repo, body }) => {
        Object.assign(repo!.workflowPermissions, await body());
        return [204, null];
      },
    }),
    admin({
      method: "PUT",
      pattern: /^\/collaborators\/([\w.-]+)$/,
      handle: async ({ repo, match, body }) => {
        if (!github.people.has(match[1]!)) throw new Refusal(404, "Not Found");
        const wanted = String((await body()).permission ?? "push");
        // The invitation, accepted at once: the rehearsal's people answer their mail.
        github.grant(repo!, match[1]!, wanted === "push" ? "write" : wanted === "pull" ? "read" : "admin");
        return [201, { permissions: wanted }];
      },
    }),
    admin({
      method: "DELETE",
      pattern: /^\/collaborators\/([\w.-]+)$/,
      handle: ({ repo, match }) => {
        repo!.members.delete(match[1]!);
        return [204, null];
      },
    }),
    // Invitations are accepted at once here (above), so none is ever pending.
    admin({ method: "GET", pattern: /^\/invitations$/, handle: () => [200, []] }),
  ];
}
