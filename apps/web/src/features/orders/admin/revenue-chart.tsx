import { Text } from '@mantine/core';
import { kurusOf } from '@tedarik/contract/money';
import type { OrdersSummary } from '@tedarik/contract/orders/admin';
import { tl } from '../components/order-parts';

const MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

/** Revenue per month as inline SVG bars (no chart library): each bar's height by its total, its value in its title. */
export function RevenueChart({ revenue }: { revenue: OrdersSummary['revenue'] }) {
  const values = revenue.map((r) => Number(kurusOf(r.total)));
  const max = Math.max(1, ...values);
  const w = 24;
  const gap = 8;
  const h = 120;
  if (values.every((v) => v === 0)) return <Text c="dimmed">Son 12 ayda onaylanmış ödeme yok.</Text>;
  return (
    <svg
      viewBox={`0 0 ${revenue.length * (w + gap)} ${h + 20}`}
      width="100%"
      style={{ maxWidth: 480 }}
      role="img"
      aria-label="Aylık gelir, son 12 ay"
    >
      {revenue.map((r, i) => {
        const barH = Math.round((values[i] / max) * h);
        const x = i * (w + gap);
        return (
          <g key={r.month}>
            <title>{`${MONTHS[Number(r.month.slice(5)) - 1]} ${r.month.slice(0, 4)}: ${tl(r.total)}`}</title>
            <rect x={x} y={h - barH} width={w} height={Math.max(barH, 1)} rx={3} fill="var(--mantine-color-blue-6)" />
            <text x={x + w / 2} y={h + 14} fontSize={9} textAnchor="middle" fill="currentColor">
              {MONTHS[Number(r.month.slice(5)) - 1]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
