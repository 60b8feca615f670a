/** The brand's colours live in common/ (the server draws social cards with them); the app's drawings import them from here. */
export { brandColors } from "#common/site/brand.ts";
