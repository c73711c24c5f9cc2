/**
 * Dispatched (bubbling) inside an island on `client:interaction` to hydrate it
 * without a shopper's gesture: adding to the cart opens the drawer the cart button renders.
 */
export const HYDRATE_EVENT = "ln:hydrate";
