export * from "./format";
export * from "./markets";
export * from "./paths";
export * from "./seo";
