const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** SPEC §9 file sizes for people: 812 B, 1.5 KB, 5 MB, 1.2 GB (1024 steps, at most one decimal). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
