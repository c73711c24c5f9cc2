/**
 * The empty states' drawings (issue 18), as SVG markup that both Astro views and the cart
 * drawer island insert. They carry classes, not colours: components.css colours them from
 * the tokens. Decorative: hidden from screen readers, the text beside them says it all.
 */

const open = '<svg class="illustration" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">';
const backdrop = '<circle class="ill-sky" cx="80" cy="64" r="50"/><circle class="ill-sun" cx="124" cy="24" r="10"/>';
const sparkle = '<path class="ill-sun" d="M34 28l2.4 6.6 6.6 2.4-6.6 2.4L34 46l-2.4-6.6L25 37l6.6-2.4z"/>';
const face = (x: number, y: number) =>
  `<circle class="ill-ink" cx="${x - 9}" cy="${y}" r="2.6"/><circle class="ill-ink" cx="${x + 9}" cy="${y}" r="2.6"/>` +
  `<path class="ill-line" d="M${x - 7} ${y + 9}q7 5 14 0"/>`;

/** An empty shopping bag that smiles anyway: the empty cart. */
export const EMPTY_BAG =
  open +
  backdrop +
  sparkle +
  '<path class="ill-paper ill-line" d="M50 50h60l-4.4 47.5a6 6 0 0 1-6 5.5H60.4a6 6 0 0 1-6-5.5z"/>' +
  '<path class="ill-line" d="M66 58V46a14 14 0 0 1 28 0v12"/>' +
  face(80, 76) +
  "</svg>";

/** A magnifying glass that found nothing: an empty search or listing. */
export const EMPTY_SEARCH =
  open +
  backdrop +
  sparkle +
  '<circle class="ill-paper ill-line" cx="74" cy="58" r="24"/>' +
  '<path class="ill-line ill-thick" d="M92 76l18 18"/>' +
  face(74, 54) +
  "</svg>";
