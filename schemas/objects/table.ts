import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredText } from "../fields.ts";
import { checkTable } from "../rules/editorial.ts";

/** A table in a guide: the first row is the heading row. */
export const table = defineType({
  name: "table",
  title: "Table",
  type: "object",
  fields: [
    requiredText("caption", "Caption", 300),
    defineField({
      name: "rows",
      title: "Rows",
      type: "array",
      description: "The first row is the heading row.",
      of: [
        defineArrayMember({
          type: "object",
          name: "tableRow",
          title: "Row",
          fields: [defineField({ name: "cells", title: "Cells", type: "array", of: [defineArrayMember({ type: "string" })] })],
          preview: {
            select: { cells: "cells" },
            prepare: ({ cells }) => ({ title: ((cells as string[] | undefined) ?? []).join(" · ") }),
          },
        }),
      ],
      validation: (rule) => rule.required().custom((rows) => checkTable(rows as { cells?: unknown[] }[])),
    }),
  ],
  preview: { select: { title: "caption" }, prepare: ({ title }) => ({ title, subtitle: "Table" }) },
});
