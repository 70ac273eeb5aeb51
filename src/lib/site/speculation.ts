/**
 * The browser prepares the page a parent is about to open
 * (docs/decisions/021-the-next-page-at-the-tap.md,
 * docs/decisions/014-static-site-with-islands.md): when a finger or the
 * pointer comes down on a link to another page of the site, that page is
 * prerendered, so that by the time the tap ends it is already on its way or
 * ready. Only then: no page is fetched because a link was seen or hovered, so
 * a parent's data goes only to pages they open. Chromium leaves speculation
 * rules alone when the browser saves data or energy, or when its "preload
 * pages" setting is off; browsers without them just follow the link.
 *
 * Pages only: not the editor, not files (the feed, pictures), nothing that
 * opens in another tab or downloads.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin{/*}?" } },
          { not: { href_matches: "/*.*" } },
          { not: { selector_matches: "[target], [download], [rel~='nofollow']" } },
        ],
      },
      eagerness: "conservative",
    },
  ],
};

/** The rules as the page carries them: one inline element, allowed by its hash in the Content-Security-Policy. */
export const speculationRulesText = JSON.stringify(speculationRules);
