import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { isSafeLink } from "../../schemas/rules/links";
import type { Storefront } from "../lib/markets/markets";
import { isExternalOrAnchor, localizePath } from "../lib/markets/paths";

interface Props {
  value: unknown;
  storefront: Pick<Storefront, "basePath">;
}

/**
 * Portable Text from the CMS as HTML, rendered on the server (no client
 * directive, so no JavaScript ships). Text is always escaped by React; links
 * are kept only when their scheme is safe, and shop paths get the storefront prefix.
 */
export default function RichText({ value, storefront }: Props) {
  const components: PortableTextComponents = {
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
