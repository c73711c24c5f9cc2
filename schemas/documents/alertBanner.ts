import { BellIcon } from "@sanity/icons/Bell";
import { defineField, defineType } from "sanity";
import { languageField, marketField, scheduleFields } from "../fields.ts";
import { checkAmounts } from "../rules/amounts.ts";
import { checkLink } from "../rules/links.ts";
import { bannerStatus } from "../rules/schedule.ts";

export const BANNER_BACKGROUNDS = [
  { title: "Black", value: "black" },
  { title: "Blue", value: "blue" },
  { title: "Turquoise", value: "turquoise" },
  { title: "Red", value: "red" },
];

const STATUS_LABEL = { live: "● Live", scheduled: "◷ Scheduled", ended: "○ Ended" } as const;

export const alertBanner = defineType({
  name: "alertBanner",
  title: "Alert banner",
  type: "document",
  icon: BellIcon,
  description: "A clickable coloured strip under the header, shown in one market between its start and end.",
  fields: [
    languageField,
    defineField({ ...marketField, validation: (rule) => rule.required() }),
    defineField({
      name: "text",
      title: "Text",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .max(120)
          .custom((value: string | undefined) => checkAmounts(value)),
    }),
    defineField({
      name: "url",
      title: "Link",
      type: "string",
      validation: (rule) => rule.required().custom(checkLink),
    }),
    defineField({
      name: "background",
      title: "Background",
      type: "string",
      options: { list: BANNER_BACKGROUNDS, layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
    ...scheduleFields,
    defineField({
      name: "priority",
      title: "Priority",
      type: "number",
      description: "When two banners are live at once, the higher priority shows.",
      initialValue: 0,
      validation: (rule) => rule.integer(),
    }),
  ],
  orderings: [{ title: "Start", name: "start", by: [{ field: "startsAt", direction: "desc" }] }],
  preview: {
    select: { title: "text", background: "background", market: "market", startsAt: "startsAt", endsAt: "endsAt" },
    prepare({ title, background, market, startsAt, endsAt }) {
      const status = bannerStatus({ startsAt, endsAt }, new Date());
      return {
        title,
        subtitle: `${STATUS_LABEL[status]} · ${String(market ?? "").toUpperCase()} · ${background ?? "no colour"}`,
      };
    },
  },
});
