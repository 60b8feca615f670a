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
