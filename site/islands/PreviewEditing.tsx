import { lazy, Suspense } from "react";

/**
 * Rendered on previewed pages only (site/layouts/Shop.astro). The overlays come as one chunk
 * loaded from here, with their stylesheet: imported statically, Astro would link that
 * stylesheet on every page that could render this island, public ones included.
 */
const LiveVisualEditing = lazy(() => import("./LiveVisualEditing.tsx"));

export default function PreviewEditing() {
  return (
    <Suspense fallback={null}>
      <LiveVisualEditing />
    </Suspense>
  );
}
