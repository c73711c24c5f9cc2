import type { MarketCode } from "../lib/markets/markets.ts";
import { FLAGS } from "../lib/shell/flags.ts";

/** A market's flag, decorative: the text beside it names the market. */
export function Flag({ market }: { market: MarketCode }) {
  const flag = FLAGS[market];
  return (
    <svg
      className="flag"
      width={21}
      height={14}
      viewBox={`0 0 ${flag.width} ${flag.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={flag.width} height={flag.height} fill={flag.background} />
      {flag.shapes.map(({ fill, rect: [x, y, w, h] }) => (
        <rect key={`${fill}${x},${y}`} x={x} y={y} width={w} height={h} fill={fill} />
      ))}
      {flag.outlined ? (
        <rect
          width={flag.width}
          height={flag.height}
          fill="none"
          stroke="rgba(0,0,0,0.25)"
          strokeWidth={flag.width / 21}
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  );
}
