/**
 * The attribute of <body> naming the route a prerendered page was rendered
 * for; app/entry.client.tsx compares it with the route of the address the
 * page was served at before hydrating.
 */
export const SERVED_ROUTE_ATTRIBUTE = "data-route";
