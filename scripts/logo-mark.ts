import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LogoMark } from "#app/components/layout/logo.tsx";

/**
 * The logo mark exactly as the header draws it, as SVG markup for files and images: without the
 * page's classes, with `attributes` on its root (a namespace for a file, a place in a card).
 */
export function logoMarkSvg(attributes: string): string {
  return renderToStaticMarkup(createElement(LogoMark))
    .replace(/\s(class|aria-hidden)="[^"]*"/g, "")
    .replace("<svg", `<svg ${attributes}`);
}
