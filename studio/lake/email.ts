/**
 * The one spelling of an account's email the lake stores, looks up and counts sign-ins
 * by: without surrounding blanks, lower-case. Written once, because three spellings
 * made `user remove " Eva@x.com"` miss the account that `user add` had created.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
