import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "./schemas/index.ts";
import { formRootInput } from "./studio/form-root.tsx";
import { lakeWorkspaceOptions } from "./studio/lake/studio-options.ts";
import { presentationOptions } from "./studio/presentation.ts";
import { previewInShop } from "./studio/preview-action.tsx";
import { structure } from "./studio/structure.ts";
import { languageTemplates } from "./studio/templates.ts";

/**
 * The Studio reads its project from SANITY_STUDIO_* variables (the only ones
 * Sanity passes to the browser bundle). The defaults let the Studio build and
 * its schema validate offline; connect a real project as the README says.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "littlenorth";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";

export default defineConfig({
  name: "default",
  title: "Little North",
  projectId,
  dataset,
  // A Studio built with SANITY_STUDIO_LAKE=1 talks to the local Content Lake that serves it.
  ...lakeWorkspaceOptions(process.env.SANITY_STUDIO_LAKE, projectId),
  plugins: [structureTool({ structure }), presentationTool(presentationOptions), visionTool({ defaultApiVersion: "2026-11-01" })],
  document: {
    // Every document the shop shows can be previewed there with its drafts; the secret type itself cannot.
    actions: (previous, context) => (context.schemaType.startsWith("sanity.") ? previous : [...previous, previewInShop]),
  },
  // An edit reaches the lake (and the Presentation tool's frame) when the editor pauses; a field opened from the frame has the focus (ADR 39).
  form: { components: { input: formRootInput } },
  schema: {
    types: schemaTypes,
    templates: (previous) => [...previous, ...languageTemplates],
  },
});
