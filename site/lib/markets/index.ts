export * from "./format";
export * from "./markets";
export * from "./paths";
export * from "./routes";
export * from "./seo";
