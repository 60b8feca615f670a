import { cn } from "../lib/cn";
import { heroImage, heroSrc, heroSrcSet } from "../site/images";

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
