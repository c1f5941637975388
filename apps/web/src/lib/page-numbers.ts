/** The page numbers a pager shows: the first, the last and a few around the current one; `null` is a gap. */
export function pageNumbers(current: number, total: number, around = 1): (number | null)[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const wanted = new Set([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize));
}
