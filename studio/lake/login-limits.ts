/**
 * How many wrong passwords the lake's sign-in page checks: per account, from
 * any number of addresses (guessing one editor's password from many machines),
 * and per address, across accounts (one machine trying many). Only failures
 * count, so an editor who signs in many times is never stopped, and a success
 * clears the account's count. The counts live in the lake's process (one lake
 * serves a dataset, ADR 12) and are lost with it, which costs an attacker a
 * restart they cannot cause.
 */
import { RateLimiterMemory } from "rate-limiter-flexible";

export interface LoginLimitOptions {
  /** Wrong passwords for one account, from anywhere, within `windowSeconds`. */
  perAccount?: number;
  /** Wrong passwords from one address, for any accounts, within `windowSeconds`. */
  perAddress?: number;
  windowSeconds?: number;
}

export interface LoginLimits {
  /** Milliseconds until a sign-in for this account from this address may be checked again; 0 when it may now. */
  waitMs(account: string, address: string): Promise<number>;
  failed(account: string, address: string): Promise<void>;
  succeeded(account: string): Promise<void>;
}

export const LOGIN_LIMITS = { perAccount: 10, perAddress: 30, windowSeconds: 15 * 60 } as const;

const accountKey = (account: string) => account.trim().toLowerCase();

export function createLoginLimits({
  perAccount = LOGIN_LIMITS.perAccount,
  perAddress = LOGIN_LIMITS.perAddress,
  windowSeconds = LOGIN_LIMITS.windowSeconds,
}: LoginLimitOptions = {}): LoginLimits {
  const byAccount = new RateLimiterMemory({ keyPrefix: "account", points: perAccount, duration: windowSeconds });
  const byAddress = new RateLimiterMemory({ keyPrefix: "address", points: perAddress, duration: windowSeconds });
  const wait = async (limiter: RateLimiterMemory, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? Math.max(state.msBeforeNext, 1) : 0;
  };
  return {
    async waitMs(account, address) {
      return Math.max(await wait(byAccount, accountKey(account), perAccount), await wait(byAddress, address, perAddress));
    },
    async failed(account, address) {
      await Promise.all([byAccount.penalty(accountKey(account)), byAddress.penalty(address)]);
    },
    async succeeded(account) {
      await byAccount.delete(accountKey(account));
    },
  };
}
