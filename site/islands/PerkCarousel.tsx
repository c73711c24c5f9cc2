import { useEffect, useRef, useState } from "react";

export interface PerkLine {
  id: string;
  text: string;
  href: string | null;
  linkText: string | null;
}

export interface PerkCarouselProps {
  perks: PerkLine[];
  label: string;
  /** Milliseconds each line shows; the specification's 4000. */
  interval?: number;
}

export const PERK_ROTATION_MS = 4000;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The top bar's perk lines, one at a time. Rotation pauses while the pointer or
 * keyboard focus is inside, and stays still for people who ask for reduced
 * motion. Changes are announced politely, never interrupting a screen reader.
 */
export default function PerkCarousel({ perks, label, interval = PERK_ROTATION_MS }: PerkCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (paused || perks.length < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % perks.length), interval);
    return () => window.clearInterval(timer);
  }, [paused, perks.length, interval]);

  if (perks.length === 0) return null;
  const perk = perks[index % perks.length] as PerkLine;

  return (
    <section
      ref={root}
      className="perk-carousel"
      aria-label={label}
      aria-roledescription="carousel"
      data-hydrated={hydrated ? "true" : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <p className="perk-carousel__line" aria-live={paused ? "off" : "polite"} aria-atomic="true">
        <span>{perk.text}</span>
        {perk.href && perk.linkText ? (
          <>
            {" "}
            <a href={perk.href}>{perk.linkText}</a>
          </>
        ) : null}
      </p>
    </section>
  );
}
