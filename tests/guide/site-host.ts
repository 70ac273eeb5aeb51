/** A name for this machine that is not localhost (playwright.guide.config.ts maps it to 127.0.0.1): the editor then shows its sign-in as on the site's own address. */
export const SITE_HOST = "situs-daycare.test";
