import { cn } from "../lib/cn";
import { heroFileName, heroImage, type ImageFormat, srcSetOf } from "../site/images";

/** The generated files' URLs, content-hashed by Vite: "../../assets/generated/hero-640.avif" → "/assets/hero-640-….avif". */
const urls = import.meta.glob<string>("../../assets/generated/hero-*.{avif,webp,jpg}", {
  eager: true,
  query: "?url",
  import: "default",
});

function heroUrl(fileName: string): string {
  const url = urls[`../../${heroImage.dir}/${fileName}`];
  if (!url) throw new Error(`${heroImage.dir}/${fileName} is missing: run scripts/images.ts (npm run build does)`);
  return url;
}

/** "/assets/hero-640-….avif" */
export const heroSrc = (width: number, format: ImageFormat) => heroUrl(heroFileName(width, format));
/** "/assets/hero-640-….avif 640w, /assets/hero-960-….avif 960w, …" */
export const heroSrcSet = (format: ImageFormat) => srcSetOf(heroUrl, format);

/**
 * The hero background (LCP element): AVIF, then WebP, then JPEG, each in every generated width.
 * Files come from `scripts/images.ts`. `className` is appended to the <img> classes
 * (e.g. "object-[70%_50%]" to keep the cards in view on narrow screens).
 */
export function HeroImage({ alt, className }: { alt: string; className?: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={heroSrcSet("avif")} sizes="100vw" />
      <source type="image/webp" srcSet={heroSrcSet("webp")} sizes="100vw" />
      <img
        src={heroSrc(1280, "jpg")}
        srcSet={heroSrcSet("jpg")}
        sizes="100vw"
        width={heroImage.width}
        height={heroImage.height}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className={cn("h-full w-full object-cover", className)}
      />
    </picture>
  );
}
