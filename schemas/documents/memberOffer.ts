import { TagIcon } from "@sanity/icons/Tag";
import { defineField, defineType } from "sanity";
import { languageField, marketField, scheduleFields } from "../fields.ts";
import { checkLink } from "../rules/links.ts";
import { bannerStatus } from "../rules/schedule.ts";

const STATUS_LABEL = { live: "● Live", scheduled: "◷ Scheduled", ended: "○ Ended" } as const;

/** A discount code with letters, digits and dashes, as shoppers type it at the checkout. */
export const OFFER_CODE = /^[A-Z0-9-]{3,24}$/;

export const memberOffer = defineType({
  name: "memberOffer",
  title: "Member offer",
  type: "document",
  icon: TagIcon,
  description: "An offer for members of family, listed on their offers page between its start and end.",
  fields: [
    languageField,
    defineField({ ...marketField, description: "Leave empty to show it in every market of this language." }),
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required().max(280) }),
    defineField({
      name: "code",
      title: "Code",
      type: "string",
      description: "Optional: a code members enter at the checkout, in capitals (FAMILY20).",
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || OFFER_CODE.test(String(value)) ? true : "Use 3–24 capital letters, digits or dashes.",
        ),
    }),
    defineField({
      name: "link",
      title: "Link",
      type: "string",
      description: "Optional: where the offer's products are, as a path in the market (/kille/jackor).",
      validation: (rule) => rule.custom(checkLink),
    }),
    ...scheduleFields,
  ],
  orderings: [{ title: "Start", name: "start", by: [{ field: "startsAt", direction: "desc" }] }],
  preview: {
    select: { title: "title", market: "market", startsAt: "startsAt", endsAt: "endsAt" },
    prepare({ title, market, startsAt, endsAt }) {
      const status = bannerStatus({ startsAt, endsAt }, new Date());
      return { title, subtitle: `${STATUS_LABEL[status]} · ${market ? String(market).toUpperCase() : "all markets"}` };
    },
  },
});
