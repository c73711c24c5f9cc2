import { EyeOpenIcon } from "@sanity/icons/EyeOpen";
import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { useState } from "react";
import { type DocumentActionComponent, useClient, useCurrentUser, usePerspective } from "sanity";
import { previewLocation } from "./locations.ts";
import { releasePreviewPerspective } from "./preview-path.ts";

import { SHOP_URL } from "./shop-url.ts";

/**
 * "Preview in the shop": writes a preview secret with the editor's own session
 * (@sanity/preview-url-secret, valid an hour) and opens the page where the document shows in
 * the shop through /api/preview, which checks the secret and shows drafts, or the
 * release the Studio is in, to this browser only (site/lib/content/draft-mode.server.ts).
 */
export const previewInShop: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: "2026-11-01" });
  const user = useCurrentUser();
  const { selectedReleaseId, perspectiveStack } = usePerspective();
  const [busy, setBusy] = useState(false);
  const doc = (props.version ?? props.draft ?? props.published) as Parameters<typeof previewLocation>[0] | null;
  if (!doc) return null;
  return {
    label: "Preview in the shop",
    icon: EyeOpenIcon,
    disabled: busy,
    onHandle: async () => {
      setBusy(true);
      // Opened before the await, so the browser does not take it for a pop-up.
      const tab = window.open("about:blank", "_blank");
      try {
        // The Studio bundles its own copy of @sanity/client; the call is the same.
        const studioClient = client as unknown as Parameters<typeof createPreviewSecret>[0];
        const { secret } = await createPreviewSecret(studioClient, "little-north-studio", window.location.href, user?.id);
        const url = new URL("/api/preview", SHOP_URL);
        url.searchParams.set("sanity-preview-secret", secret);
        url.searchParams.set("sanity-preview-pathname", previewLocation({ ...doc, _type: props.type }));
        // In a release, the shop shows it (and the releases before it) as it will look once published.
        const releases = releasePreviewPerspective(selectedReleaseId, perspectiveStack);
        if (releases) url.searchParams.set("sanity-preview-perspective", releases);
        if (tab) tab.location.href = url.href;
        else window.location.href = url.href;
      } catch (error) {
        tab?.close();
        throw error;
      } finally {
        setBusy(false);
        props.onComplete();
      }
    },
  };
};
