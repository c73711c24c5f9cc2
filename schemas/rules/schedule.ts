export type BannerStatus = "live" | "scheduled" | "ended";

export interface Scheduled {
  startsAt?: string | null;
  endsAt?: string | null;
}

/** Where a banner is in its schedule at `now`: shown from startsAt (inclusive) until endsAt (exclusive). */
export function bannerStatus({ startsAt, endsAt }: Scheduled, now: Date): BannerStatus {
  const t = now.getTime();
  if (startsAt && Date.parse(startsAt) > t) return "scheduled";
  if (endsAt && Date.parse(endsAt) <= t) return "ended";
  return "live";
}

export function checkEndsAfterStart(endsAt: unknown, startsAt: unknown): true | string {
  if (typeof endsAt !== "string" || typeof startsAt !== "string") return true;
  return Date.parse(endsAt) > Date.parse(startsAt) ? true : "The end must come after the start.";
}
