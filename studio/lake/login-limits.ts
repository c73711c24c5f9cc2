/**
 * How many passwords the lake's sign-in page checks: per account, from any number of
 * addresses (guessing one editor's password from many machines), and per address,
 * across accounts (one machine trying many). Each attempt takes its points before its
 * password is checked, so requests sent in parallel cannot all pass one check made
 * before any of them failed; a success gives them back (and clears the account's
 * count), so an editor who signs in many times is never stopped. The counts live in
 * the lake's process (one lake serves a dataset, ADR 12) and are lost with it, which
 * costs an attacker a restart they cannot cause.
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { normalizeEmail } from "./email.ts";

export interface LoginLimitOptions {
  /** Passwords checked for one account, from anywhere, within `windowSeconds` (successes given back). */
  perAccount?: number;
  /** Passwords checked from one address, for any accounts, within `windowSeconds` (successes given back). */
  perAddress?: number;
  windowSeconds?: number;
}

export interface LoginLimits {
  /**
   * Counts an attempt to sign in to this account from this address, before its password
   * is checked: 0 when it may be checked, else the milliseconds until one may.
   */
  attempt(account: string, address: string): Promise<number>;
  /** The attempt's password was right: its points are given back and the account's count cleared. */
  succeeded(account: string, address: string): Promise<void>;
}

export const LOGIN_LIMITS = { perAccount: 10, perAddress: 30, windowSeconds: 15 * 60 } as const;

export function createLoginLimits({
  perAccount = LOGIN_LIMITS.perAccount,
  perAddress = LOGIN_LIMITS.perAddress,
  windowSeconds = LOGIN_LIMITS.windowSeconds,
}: LoginLimitOptions = {}): LoginLimits {
  const byAccount = new RateLimiterMemory({ keyPrefix: "account", points: perAccount, duration: windowSeconds });
  const byAddress = new RateLimiterMemory({ keyPrefix: "address", points: perAddress, duration: windowSeconds });
  return {
    async attempt(account, address) {
      const key = normalizeEmail(account);
      const [forAccount, forAddress] = await Promise.allSettled([byAccount.consume(key), byAddress.consume(address)]);
      const refused = [forAccount, forAddress].filter((result) => result.status === "rejected");
      if (refused.length === 0) return 0;
      // A refused attempt is not checked, so it counts against neither.
      if (forAccount.status === "fulfilled") await byAccount.reward(key);
      if (forAddress.status === "fulfilled") await byAddress.reward(address);
      const waits = refused.map((result) => {
        const reason: unknown = result.reason;
        if (!(reason instanceof RateLimiterRes)) throw reason;
        return Math.max(reason.msBeforeNext, 1);
      });
      return Math.max(...waits);
    },
    async succeeded(account, address) {
      await Promise.all([byAccount.delete(normalizeEmail(account)), byAddress.reward(address)]);
    },
  };
}
