import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { isSafeLink } from "../../schemas/rules/links";
import type { Storefront } from "../lib/markets/markets";
import { isExternalOrAnchor, localizePath } from "../lib/markets/paths";

interface Props {
  value: unknown;
  storefront: Pick<Storefront, "basePath">;
}

interface TableValue {
  caption?: string;
  rows?: { _key?: string; cells?: string[] }[];
}

/** A guide's table: the first row heads the columns, the first cell of each row heads its row. */
function Table({ value }: { value: TableValue }) {
  const [head, ...body] = value.rows ?? [];
  if (!head?.cells?.length || body.length === 0) return null;
  // Cells are plain strings in an order that never changes while shown: a cell's position is its identity.
  const cell = (text: string, i: number, scope: "col" | "row" | null) =>
    scope ? (
      <th key={i} scope={scope}>
        {text}
      </th>
    ) : (
      <td key={i}>{text}</td>
    );
  const table = (
    <table>
      {value.caption && <caption>{value.caption}</caption>}
      <thead>
        <tr>{head.cells.map((text, i) => cell(text, i, "col"))}</tr>
      </thead>
      <tbody>
        {body.map((row, r) => (
          <tr key={row._key ?? `r${r}`}>{(row.cells ?? []).map((text, i) => cell(text, i, i === 0 ? "row" : null))}</tr>
        ))}
      </tbody>
    </table>
  );
  // A wide table scrolls sideways on a phone: a named region that takes focus lets keyboard users scroll it.
  return value.caption ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-scroll" aria-label={value.caption} tabIndex={0}>
      {table}
    </section>
  ) : (
    <div className="table-scroll">{table}</div>
  );
}

/**
 * Portable Text from the CMS as HTML, rendered on the server (no client
 * directive, so no JavaScript ships). Text is always escaped by React; links
 * are kept only when their scheme is safe, and shop paths get the storefront prefix.
 */
export default function RichText({ value, storefront }: Props) {
  const components: PortableTextComponents = {
    types: { table: Table },
    marks: {
      link: ({ value: mark, children }: { value?: { href?: string }; children: ReactNode }) => {
        const href = mark?.href;
        if (!isSafeLink(href)) return <>{children}</>;
        const external = isExternalOrAnchor(href) && !href.startsWith("#");
        return (
          <a href={external ? href : localizePath(storefront, href)} {...(external ? { rel: "noopener", target: "_blank" } : {})}>
            {children}
          </a>
        );
      },
    },
  };
  return <PortableText value={value as never} components={components} />;
}
