export * from "./format.ts";
export * from "./markets.ts";
export * from "./paths.ts";
export * from "./routes.ts";
export * from "./seo.ts";
