/**
 * The shell's icons (site/islands/icons.tsx) as markup, rendered once, for pages that show them without an
 * island: through Astro's React renderer, one icon cost a product page a stream and a decoder on every render.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CloseIcon } from "#islands/icons.tsx";

export const CLOSE_ICON = renderToStaticMarkup(createElement(CloseIcon));
