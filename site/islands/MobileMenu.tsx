import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { SocialLink } from "../lib/content/menus.server.ts";
import { groupShortcuts, mobileRow } from "../lib/shell/nav.ts";
import { decodeNav, type CompactNavItem as NavItem } from "../lib/shell/nav-codec.ts";
import { Drawer } from "./Drawer.tsx";
import { BackIcon, MenuIcon, NextIcon } from "./icons.tsx";
import { useHydrated, useModalDialog } from "./use-modal-dialog.ts";

export interface MobileMenuProps {
  /** The mobile menu in the compact form of site/lib/shell/nav-codec.ts. */
  tree: string;
  social: SocialLink[];
  labels: {
    open: string;
    close: string;
    back: string;
    showAll: string;
    newArrivals: string;
    sale: string;
    social: string;
    title: string;
  };
}

function linkProps(item: NavItem) {
  return item.external ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

/** A preview's mark of the item's label, from the server through the menu's props (ADR 40); nothing for a shopper. */
const mark = (item: NavItem) => (item.edit ? { "data-sanity": item.edit } : {});

/**
 * The mobile menu (below 1024 px): a left drawer that walks into nested levels
 * (up to four) with a way back, plus the social networks. It closes on every
 * route change: a link followed, history navigation, a page restored from cache.
 */
export default function MobileMenu({ tree, social, labels }: MobileMenuProps) {
  const items = useMemo(() => decodeNav(tree), [tree]);
  const hydrated = useHydrated();
  const dialog = useModalDialog();
  const { open, show, close } = dialog;
  const [trail, setTrail] = useState<number[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const levels: NavItem[] = [];
  let list = items;
  for (const index of trail) {
    const next = list[index];
    if (!next) break;
    levels.push(next);
    list = next.children;
  }
  const parent = levels.at(-1) ?? null;

  useEffect(() => {
    if (!open) setTrail([]);
  }, [open]);

  // Moving between levels puts focus on the new level's heading, so keyboard and
  // screen reader users know where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the drawer opens and when the level changes
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open, trail.length]);

  useEffect(() => {
    const onRoute = () => close();
    window.addEventListener("popstate", onRoute);
    window.addEventListener("hashchange", onRoute);
    window.addEventListener("pageshow", onRoute);
    document.addEventListener("astro:before-swap", onRoute);
    return () => {
      window.removeEventListener("popstate", onRoute);
      window.removeEventListener("hashchange", onRoute);
      window.removeEventListener("pageshow", onRoute);
      document.removeEventListener("astro:before-swap", onRoute);
    };
  }, [close]);

  return (
    <div className="mobile-menu" data-hydrated={hydrated ? "true" : undefined}>
      <button
        type="button"
        className="icon-button mobile-menu__trigger"
        aria-haspopup="dialog"
        onClick={(e) => show(e.currentTarget)}
      >
        <MenuIcon />
        <span className="sr-only">{labels.open}</span>
      </button>
      <Drawer
        dialog={dialog}
        side="left"
        titleId={`${id}-title`}
        title={parent ? parent.name : labels.title}
        closeLabel={labels.close}
        titleRef={heading}
        focusableTitle
        lazy
        before={
          parent ? (
            <button type="button" className="mobile-menu__back" onClick={() => setTrail((t) => t.slice(0, -1))}>
              <BackIcon />
              {labels.back}
            </button>
          ) : null
        }
      >
        <nav aria-labelledby={`${id}-title`}>
          <ul className="mobile-menu__list">
            {parent
              ? groupShortcuts(parent, labels).map((s) => (
                  <li key={s.key}>
                    <a className="mobile-menu__link mobile-menu__link--shortcut" href={s.href} onClick={close}>
                      {s.name}
                    </a>
                  </li>
                ))
              : null}
            {list.map((item, index) => {
              const row = mobileRow(item, levels.length);
              return (
                <li key={item.key}>
                  {row === "heading" ? (
                    // A brand list letter: its links follow it on this level.
                    <>
                      <h3 className="mobile-menu__heading" {...mark(item)}>
                        {item.name}
                      </h3>
                      <ul className="mobile-menu__sublist">
                        {item.children.map((child) =>
                          child.href ? (
                            <li key={child.key}>
                              <a
                                className="mobile-menu__link"
                                href={child.href}
                                onClick={close}
                                {...linkProps(child)}
                                {...mark(child)}
                              >
                                {child.name}
                              </a>
                            </li>
                          ) : null,
                        )}
                      </ul>
                    </>
                  ) : row === "level" ? (
                    <button
                      type="button"
                      className="mobile-menu__link"
                      data-color={item.color ?? undefined}
                      onClick={() => setTrail((t) => [...t, index])}
                      {...mark(item)}
                    >
                      {item.name}
                      <NextIcon />
                    </button>
                  ) : row === "link" && item.href ? (
                    <a
                      className="mobile-menu__link"
                      data-color={item.color ?? undefined}
                      href={item.href}
                      onClick={close}
                      {...linkProps(item)}
                      {...mark(item)}
                    >
                      {item.name}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        {!parent && social.length > 0 ? (
          <section className="mobile-menu__social" aria-labelledby={`${id}-social`}>
            <h3 id={`${id}-social`}>{labels.social}</h3>
            <ul>
              {social.map((s) => (
                <li key={s.network}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Drawer>
    </div>
  );
}
