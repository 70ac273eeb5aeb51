import nodeLogger from "astro/logger/node";

/**
 * Astro's own terminal output for `npm run build` (tooling/build.ts names
 * this module as Astro's `logger`): its progress as it comes, but an error
 * without the stack trace Astro logs with it. A trace means nothing to staff;
 * the build tells them the step that failed in Indonesian, and developers
 * get the trace from `npx astro build`.
 */

const STACK_FRAME = /^\s+at\s/;

export const withoutStack = (message: string) =>
  message
    .split("\n")
    .filter((line) => !STACK_FRAME.test(line))
    .join("\n");

export default function buildLogger(config?: Parameters<typeof nodeLogger>[0]): ReturnType<typeof nodeLogger> {
  const node = nodeLogger(config);
  return { write: (message) => node.write({ ...message, message: withoutStack(message.message) }) };
}
