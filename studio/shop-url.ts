/** Where the shop runs, for the Studio in the browser (Sanity passes SANITY_STUDIO_* variables to it). */
export const SHOP_URL = process.env.SANITY_STUDIO_SHOP_URL || "http://localhost:4321";
