import type * as ReactModule from "react";

/**
 * A custom control runs inside the editor's own React, which Sveltia exposes for them: hooks only
 * work with the copy of React that renders them, and the site's React is another copy.
 */
export const sveltiaReact = () =>
  (globalThis as unknown as { __SVELTIA_CMS_REACT__: typeof ReactModule }).__SVELTIA_CMS_REACT__;
