// `client:touch` (src/client/first-touch.ts), added in astro.config.ts, as a directive Astro's own components accept.
declare module "astro" {
  interface AstroClientDirectives {
    "client:touch"?: boolean;
  }
}
export {};
