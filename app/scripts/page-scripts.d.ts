/** The site script's address, from the build (scripts/page-scripts.ts). */
declare module "virtual:page-scripts" {
  const addresses: { site: string };
  export default addresses;
}
