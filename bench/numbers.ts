/** Small arithmetic and argument checks shared by the benchmarks. */
import { pageAt } from "#common/site/pages.ts";

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A command-line option that must be a whole number of at least 1. */
export function wholeNumber(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} wants a whole number ≥ 1, got ${value}`);
  return number;
}

/** `--only /a,/b`: pages of the route table, in the order given. */
export function routePaths(value: string): string[] {
  const paths = value.split(",").map((each) => each.trim());
  const unknown = paths.filter((each) => !pageAt(each));
  if (unknown.length) throw new Error(`--only: not a page of the route table: ${unknown.join(", ")}`);
  return paths;
}
