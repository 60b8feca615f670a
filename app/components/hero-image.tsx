import type { MetaDescriptor } from "react-router";
import {
  fallbackSrc,
  heroImageSizes,
  type Picture,
  pictureFormats,
  pictureTypes,
  srcSetOf,
} from "#common/site-pages/images.ts";
import heroSvg from "../../assets/hero.svg?raw";

/**
 * The home hero's artwork, drawn inline (decision 014): it arrives with the page, with no request of
 * its own, sharp at every width, and hidden from assistive technology since it only decorates.
 * `slice` covers the box as `object-fit: cover` would. One object for every render: a new one would make
 * React write the artwork again (decision 044).
 */
const artwork = {
  __html: heroSvg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/ width="\d+" height="\d+"/, "")
    .replace(
      "<svg ",
      '<svg aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice" class="h-full w-full" ',
    ),
};

export function HeroImage() {
  return <div className="h-full w-full" dangerouslySetInnerHTML={artwork} />;
}

/**
 * The home hero's image uploaded in the back office (issue 55, item 8), in the artwork's box: the
 * lightest format the browser reads, at the width its screen needs, covering the box as the artwork
 * does. It is the page's largest paint: fetched first, and preloaded from the head (`heroPreload`).
 */
export function HeroPicture({ picture, alt }: { picture: Picture; alt: string }) {
  return (
    <picture className="block h-full w-full">
      {pictureFormats
        .filter((format) => format !== "jpeg")
        .map((format) => (
          <source key={format} type={pictureTypes[format]} srcSet={srcSetOf(picture, format)} sizes={heroImageSizes} />
        ))}
      <img
        src={fallbackSrc(picture)}
        srcSet={srcSetOf(picture, "jpeg")}
        sizes={heroImageSizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        fetchPriority="high"
        decoding="async"
        className="h-full w-full object-cover"
      />
    </picture>
  );
}

/**
 * The head's preload of the hero's picture, in the format every browser the site supports reads
 * first (AVIF; one that does not skips it by its type), so the largest paint starts with the page.
 */
export function heroPreload(picture: Picture): MetaDescriptor {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: pictureTypes.avif,
    imageSrcSet: srcSetOf(picture, "avif"),
    imageSizes: heroImageSizes,
    fetchPriority: "high",
  };
}
