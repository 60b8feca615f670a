/** The part of subset-font's API the build uses (the package ships no types). */
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      variationAxes?: Record<string, Axis>;
      /** OpenType features kept; all of them when absent. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
