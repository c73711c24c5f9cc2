import { lazy, Suspense, useRef, useState } from "react";
import { SearchIcon } from "./icons.tsx";
import type { SearchPanelProps } from "./SearchPanel.tsx";
import { useHydrated } from "./use-modal-dialog.ts";

// The panel (its UI, React Query, the suggestion calls) is fetched when the shopper opens it.
const SearchPanel = lazy(() => import("./SearchPanel.tsx"));

/** Without JavaScript the icon is a link to the search page (`searchPath`). */
export interface SearchButtonProps extends Omit<SearchPanelProps, "open" | "trigger" | "onClose"> {
  label: string;
}

/**
 * The header's search icon. Hydrated, it opens the search panel (specification
 * 2.2: a popover on desktop, a left drawer on mobile) instead of following its link.
 */
export default function SearchButton({ label, ...panel }: SearchButtonProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      <a
        ref={trigger}
        className="header-action search-button"
        href={panel.searchPath}
        role={hydrated ? "button" : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-expanded={hydrated ? open : undefined}
        data-hydrated={hydrated ? "true" : undefined}
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
        onKeyDown={(event) => {
          if (event.key === " ") {
            event.preventDefault();
            show();
          }
        }}
      >
        <SearchIcon />
        <span className="header-action__label">{label}</span>
      </a>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchPanel {...panel} open={open} trigger={trigger} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
