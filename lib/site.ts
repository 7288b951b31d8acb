/**
 * The site's routes in one list: the header, footer, sitemap and 404 page read it,
 * so a page cannot be linked in one place and forgotten in another.
 */
export const routes = {
  home: "/",
  calculator: "/calculator",
  optimizer: "/optimizer",
  guide: "/krankenkasse-wechseln",
  zurich: "/krankenkasse-zuerich",
  basel: "/krankenkasse-basel",
  about: "/about",
  faq: "/faq",
  privacy: "/privacy",
  insurerPortal: "/insurer-portal",
  admin: "/admin",
} as const;

export type RouteKey = keyof typeof routes;

/** Header navigation; labels live in the catalogue under common.nav.<key>. */
export const mainNav = ["home", "calculator", "optimizer"] as const satisfies readonly RouteKey[];

/** Public, indexable pages with their sitemap priority. */
export const publicPages = [
  { key: "home", priority: 1 },
  { key: "calculator", priority: 0.9 },
  { key: "optimizer", priority: 0.8 },
  { key: "guide", priority: 0.8 },
  { key: "zurich", priority: 0.7 },
  { key: "basel", priority: 0.7 },
  { key: "faq", priority: 0.6 },
  { key: "about", priority: 0.4 },
  { key: "privacy", priority: 0.2 },
] as const satisfies readonly { key: RouteKey; priority: number }[];

/** Areas for partners and the operator: never indexed. */
export const privatePaths = [routes.insurerPortal, routes.admin, "/api/"] as const;
