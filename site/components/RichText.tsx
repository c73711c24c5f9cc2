import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { type ReactNode, useId } from "react";
import { withAmounts } from "../lib/content/amounts.ts";
import type { EditMark } from "../lib/content/edit-marks.ts";
import { contentHref, isExternalHref } from "../lib/content/links.ts";
import type { Storefront } from "../lib/markets/markets.ts";

export interface RichTextProps {
  value: unknown;
  /** Its base path prefixes shop links; its locale writes amounts (`{699 SEK}`) as its prices are written. */
  storefront: Pick<Storefront, "basePath" | "locale">;
  /**
   * Inside a line of text (a perk in the top bar, a list item): paragraphs,
   * headings and list items become spans, so the text flows on one line.
   */
  inline?: boolean;
  /**
   * A preview's edit marks of blocks that are a field of their own, by block key (ADR 40): a size guide's table is
   * its document's `table` field, not a block of a body. The mark goes on the block's own outer element, never on a
   * wrapper, so a shopper's page (whose marks are all `{}`) keeps its HTML byte for byte.
   */
  blockMarks?: Readonly<Record<string, EditMark>>;
}

const inlineBlock = ({ children }: { children?: ReactNode }) => <span className="rich-inline">{children} </span>;

/** Portable Text that renders as phrasing content. */
const INLINE: PortableTextComponents = {
  block: { normal: inlineBlock, h2: inlineBlock, h3: inlineBlock },
  list: ({ children }) => <>{children}</>,
  listItem: inlineBlock,
};

interface TableValue {
  _key?: string;
  caption?: string;
  rows?: { _key?: string; cells?: string[] }[];
}

/** A guide's table: the first row heads the columns, the first cell of each row heads its row. */
function Table({ value, mark }: { value: TableValue; mark?: EditMark | undefined }) {
  const captionId = useId();
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
    <table aria-labelledby={value.caption ? captionId : undefined}>
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
  // Its caption stands above the region, as wide as the page: inside the table it would be as wide as
  // the table and cut off on a phone. It names the table and the region.
  return value.caption ? (
    <figure className="table-figure" {...mark}>
      <figcaption id={captionId} className="table-figure__caption">
        {value.caption}
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
        {table}
      </section>
    </figure>
  ) : (
    <div className="table-scroll" {...mark}>
      {table}
    </div>
  );
}

/**
 * Portable Text from the CMS as HTML, rendered on the server (no client
 * directive, so no JavaScript ships). Text is always escaped by React; links
 * are kept only when their scheme is safe, and shop paths get the storefront prefix.
 */
export default function RichText({ value, storefront, inline = false, blockMarks }: RichTextProps) {
  const components: PortableTextComponents = {
    ...(inline ? INLINE : {}),
    types: {
      table: ({ value: block }: { value: TableValue }) => (
        <Table value={block} mark={block._key ? blockMarks?.[block._key] : undefined} />
      ),
    },
    marks: {
      link: ({ value: mark, children }: { value?: { href?: string }; children: ReactNode }) => {
        const href = contentHref(storefront, mark?.href);
        if (!href) return <>{children}</>;
        const external = isExternalHref(href);
        return (
          <a href={href} {...(external ? { rel: "noopener", target: "_blank" } : {})}>
            {children}
          </a>
        );
      },
    },
  };
  return <PortableText value={withAmounts(value, storefront) as never} components={components} />;
}
