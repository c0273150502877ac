/** What the wheel's prizes weigh together: each prize's chance is its weight out of this. */
export function totalWeight(prizes: readonly { weight?: number | null }[]): number {
  return prizes.reduce((sum, prize) => sum + (prize?.weight ?? 0), 0);
}

/** A prize's chance as staff read it (`12.5 %`), or `—` while the weights give it none. */
export function oddsText(weight: number | null | undefined, total: number): string {
  return total > 0 && weight ? `${((weight / total) * 100).toFixed(1)} %` : '—';
}
