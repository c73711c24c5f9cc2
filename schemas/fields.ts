import { defineField, type SlugValidationContext, type ValidationContext } from "sanity";
import { LANGUAGE_OPTIONS, MARKET_OPTIONS } from "./languages.ts";
import { checkLink, LINK_HELP } from "./rules/links.ts";
import { checkEndsAfterStart } from "./rules/schedule.ts";

export const SANITY_CLIENT_OPTIONS = { apiVersion: "2026-11-01" } as const;

export const languageField = defineField({
  name: "language",
  title: "Language",
  type: "string",
  options: { list: LANGUAGE_OPTIONS, layout: "dropdown" },
  validation: (rule) => rule.required(),
  readOnly: ({ value }) => Boolean(value),
});

export const marketField = defineField({
  name: "market",
  title: "Market",
  type: "string",
  options: { list: MARKET_OPTIONS, layout: "dropdown" },
});

function publishedId(id: string): string {
  return id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
}

/**
 * Document-level rule: at most one document of this type per language (and per
 * `kind` for menus), so the shop never has to guess which one applies.
 */
export function onePerLanguage(describe: string, extraField?: "kind") {
  return async (doc: unknown, context: ValidationContext): Promise<true | string> => {
    const d = doc as { _id?: string; _type?: string; language?: string; kind?: string } | undefined;
    if (!d?._id || !d.language || (extraField && !d[extraField])) return true;
    const id = publishedId(d._id);
    const filter = extraField ? ` && ${extraField} == $extra` : "";
    const count = await context
      .getClient(SANITY_CLIENT_OPTIONS)
      .fetch<number>(
        `count(*[_type == $type && language == $language${filter} && !(_id in [$id, "drafts." + $id]) && !(_id in path("versions.**"))])`,
        { type: d._type, language: d.language, extra: extraField ? d[extraField] : null, id },
      );
    return count === 0 ? true : `There is already ${describe} in this language; edit that one instead.`;
  };
}

/**
 * Slugs are unique within a language; two languages may well share one ("sommerkjoler").
 * Types that share an address space (static pages and the member club page under /page/) are checked together.
 */
export function slugUniqueInLanguage(type: string | readonly string[]) {
  const types = typeof type === "string" ? [type] : [...type];
  return async (slug: string, context: SlugValidationContext): Promise<boolean> => {
    const { document, getClient } = context;
    const id = publishedId(document?._id ?? "");
    return (
      (await getClient(SANITY_CLIENT_OPTIONS).fetch<number>(
        `count(*[_type in $types && language == $language && slug.current == $slug && !(_id in [$id, "drafts." + $id])])`,
        { types, language: (document as { language?: string } | undefined)?.language ?? null, slug, id },
      )) === 0
    );
  };
}

/** A page address: lowercase ASCII words joined by dashes, unique within its language. */
export function slugField(type: string | readonly string[], description: string) {
  return defineField({
    name: "slug",
    title: "Address",
    type: "slug",
    description,
    options: { source: "title", maxLength: 80, isUnique: slugUniqueInLanguage(type) },
    validation: (rule) =>
      rule
        .required()
        .custom((slug) =>
          !slug?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.current)
            ? true
            : "Use lowercase letters a–z, digits and dashes only.",
        ),
  });
}

/** What a picture shows, in words, for shoppers who cannot see it; required. */
export const altTextField = defineField({
  name: "alt",
  title: "Alternative text",
  type: "string",
  description: "What the picture shows, in a sentence, for shoppers who cannot see it.",
  validation: (rule) => rule.required().min(5).max(300),
});

/** A picture with the alternative text shoppers who cannot see it hear instead; both required. */
export function imageField(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: "image",
    ...(description ? { description } : {}),
    options: { hotspot: true },
    fields: [altTextField],
    validation: (rule) => rule.required(),
  });
}

/** The page's description for search engines and link previews. */
export const seoDescriptionField = defineField({
  name: "description",
  title: "Description for search engines",
  type: "text",
  rows: 2,
  validation: (rule) => rule.required().max(160),
});

/** A page's introduction under its heading. */
export const introField = defineField({
  name: "intro",
  title: "Introduction",
  type: "text",
  rows: 3,
  validation: (rule) => rule.required().max(400),
});

/** A link field: a shop path, `#`, or an https address (schemas/rules/links.ts). */
export function linkField(name = "link", title = "Link", required = true) {
  return defineField({
    name,
    title,
    type: "string",
    description: LINK_HELP,
    validation: (rule) => (required ? rule.required().custom(checkLink) : rule.custom(checkLink)),
  });
}

/** A required string (or text with rows) of at most `max` characters. */
export const requiredText = (name: string, title: string, max: number, rows = 0) =>
  defineField({
    name,
    title,
    type: rows ? "text" : "string",
    ...(rows ? { rows } : {}),
    validation: (rule) => rule.required().max(max),
  });

/** When something scheduled shows: from its start (inclusive) to its end (exclusive), the end after the start. */
export const scheduleFields = [
  defineField({ name: "startsAt", title: "Starts", type: "datetime", validation: (rule) => rule.required() }),
  defineField({
    name: "endsAt",
    title: "Ends",
    type: "datetime",
    validation: (rule) =>
      rule.required().custom((value, context) => checkEndsAfterStart(value, (context.parent as { startsAt?: string })?.startsAt)),
  }),
];
