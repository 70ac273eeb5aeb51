/**
 * @actions/workflow-parser imports its JSON schema without `with { type: "json" }`,
 * which Node refuses. This hook adds the attribute to JSON modules, so the
 * parser runs under plain Node (the rehearsal) as it does under a bundler.
 */
import { registerHooks } from "node:module";

registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith(".json"))
      return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: "json" } });
    return nextLoad(url, context);
  },
});
