import type { Template } from "sanity";
import { PER_LANGUAGE_TYPES } from "../schemas/index.ts";

/** New documents made from a language's folder start in that language. */
export const languageTemplates: Template[] = PER_LANGUAGE_TYPES.map((type) => ({
  id: `${type}-by-language`,
  title: `${type} in language`,
  schemaType: type,
  parameters: [{ name: "language", type: "string" }],
  value: (params: { language: string }) => ({ language: params.language }),
}));
