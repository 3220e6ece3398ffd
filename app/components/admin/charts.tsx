// Server-rendered SVG charts for the back office: readable without JavaScript,
// each bar with a <title> (hover tooltip), the whole chart labelled, and the
// same figures in a visually hidden table for screen readers.

export type BarDatum = { key: string; label: string; title: string; value: number; detail?: string };

const W = 720;
const H = 260;
const PAD = { top: 16, right: 12, bottom: 40, left: 80 };

/** 0, then a "nice" step: 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= max) return m * power;
  return 10 * power;
}

export function BarChart({ data, caption, formatValue, valueLabel }: {
  data: BarDatum[];
  caption: string;
  formatValue: (n: number) => string;
  valueLabel: string;
}) {
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, data.length);
  const barW = Math.max(2, Math.min(48, slot * 0.7));
  // At most ~12 axis labels, so 30 days stay readable on a phone.
  const every = Math.max(1, Math.ceil(data.length / 12));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => t * max);
  const total = data.reduce((t, d) => t + d.value, 0);
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${caption}: ${valueLabel} per period, ${data.length} bars, total ${formatValue(total)}`}
        data-testid="bar-chart"
      >
        {ticks.map((t) => {
          const y = PAD.top + innerH - (t / max) * innerH;
          return (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#e7e5e4" strokeWidth={1} />
              <text x={PAD.left - 8} y={y + 4} textAnchor="end" fontSize={13} fill="#57534e">
                {formatValue(t)}
              </text>
            </g>
          );
        })}
        {data.map((d, i) => {
          const h = (d.value / max) * innerH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={d.key}>
              <rect x={x} y={PAD.top + innerH - h} width={barW} height={Math.max(h, d.value > 0 ? 1 : 0)} rx={2} fill="#7f1d1d" className="hover:opacity-80">
                <title>{`${d.title}: ${formatValue(d.value)}${d.detail ? ` (${d.detail})` : ""}`}</title>
              </rect>
              {i % every === 0 ? (
                <text x={x + barW / 2} y={H - PAD.bottom + 16} textAnchor="middle" fontSize={13} fill="#57534e">
                  {d.label}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke="#a8a29e" strokeWidth={1} />
      </svg>
      {/* The figures for screen readers. sr-only on a wrapper: a table ignores overflow, so an sr-only
          table still takes its full width (it made /admin/analytics scroll sideways on a phone). */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">{valueLabel}</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.key}>
                <th scope="row">{d.title}</th>
                <td>{formatValue(d.value)}</td>
                <td>{d.detail ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

