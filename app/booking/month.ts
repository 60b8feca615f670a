/**
 * The months a list of free days spans, as weeks of seven cells from Monday: plain civil dates
 * ("YYYY-MM-DD" keys already in the visitor's zone), so no time zone is involved.
 */
export type MonthGrid = { key: string; weeks: (string | null)[][] };

const pad = (n: number) => String(n).padStart(2, "0");

export function monthGrids(dayKeys: readonly string[]): MonthGrid[] {
  const months = [...new Set(dayKeys.map((key) => key.slice(0, 7)))];
  return months.map((key) => {
    const [year, month] = key.split("-").map(Number) as [number, number];
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    // Monday is the first column: Sunday (0) goes last.
    const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
    const cells: (string | null)[] = [
      ...Array.from({ length: lead }, () => null),
      ...Array.from({ length }, (_, i) => `${key}-${pad(i + 1)}`),
    ];
    while (cells.length % 7) cells.push(null);
    const weeks: (string | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    return { key, weeks };
  });
}

const civilDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day whose times the page lists: the one asked for ("YYYY-MM-DD") if it has free times, else
 * the next one that has, else the first. `moved` says the page shows another day than was asked.
 */
export function dayToShow<Day extends { key: string }>(
  days: readonly Day[],
  asked: string | null | undefined,
): { day?: Day; moved: boolean } {
  const wanted = asked && civilDate.test(asked) ? asked : undefined;
  if (!wanted) return { day: days[0], moved: false };
  const day = days.find((each) => each.key >= wanted) ?? days[0];
  return { day, moved: day !== undefined && day.key !== wanted };
}
