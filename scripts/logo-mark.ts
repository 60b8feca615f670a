/** The logo mark as SVG markup for files and images: common/site/brand.ts draws it, as the header's LogoMark does. */
export { logoMarkSvg } from "#common/site/brand.ts";
