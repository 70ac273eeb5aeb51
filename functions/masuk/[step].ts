/**
 * Cloudflare Pages Function: the editor's sign-in at /masuk/authorize, /masuk/callback and
 * /masuk/access_token (src/sign-in/sign-in.ts). `_routes.json` (written by the build) sends only
 * /masuk/* here; every other path, and any other step under /masuk/, is the static site's, exactly
 * as on any other host.
 */
import { signIn, type SignInEnv } from "../../src/sign-in/sign-in.ts";

interface Context {
  request: Request;
  env: SignInEnv;
  params: { step: string };
  /** The static site's answer for this request. */
  next: () => Promise<Response>;
}

export const onRequest = async ({ request, env, params, next }: Context) =>
  (await signIn(request, env, params.step)) ?? next();
