/**
 * The perspective of a "Preview in the shop" link (the page it opens is the document's
 * first location, studio/locations.ts). Kept free of Studio imports so it is tested as plain TypeScript.
 */

/**
 * The perspective a release is previewed in: the release with the ones scheduled before it
 * (the Studio's stack, which ends in drafts: those are not part of any release); none outside a release.
 */
export function releasePreviewPerspective(selectedReleaseId: string | undefined, stack: readonly string[]): string | null {
  if (!selectedReleaseId) return null;
  const releases = stack.filter((name) => name !== "drafts" && name !== "published");
  return (releases.length > 0 ? releases : [selectedReleaseId]).join(",");
}
