import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageTooLarge, imageRenditions, maxImagePixels, NotAnImage } from "./images.server";

describe("imageRenditions", () => {
  it("makes AVIF, WebP and JPEG at each width up to the original's, with their sizes", async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
    const { width, height, renditions } = await imageRenditions(new Uint8Array(png));
    expect({ width, height }).toEqual({ width: 1000, height: 500 });
    expect(renditions.map((each) => `${each.format}@${each.width}x${each.height}`).sort()).toEqual(
      [
        "avif@480x240",
        "avif@960x480",
        "avif@1000x500",
        "jpeg@480x240",
        "jpeg@960x480",
        "jpeg@1000x500",
        "webp@480x240",
        "webp@960x480",
        "webp@1000x500",
      ].sort(),
    );
    const jpeg = renditions.find((each) => each.format === "jpeg");
    expect((await sharp(jpeg?.bytes).metadata()).format).toBe("jpeg");
  });

  it("refuses a file that is not an image", async () => {
    await expect(imageRenditions(new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toBeInstanceOf(NotAnImage);
  });

  it("takes only the formats asked for, as the header names them: AVIF, not GIF or TIFF", async () => {
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: "#1f6f9f" } });
    const taken = ["jpeg", "png", "webp", "avif"] as const;
    for (const format of taken) {
      const bytes = await picture.clone().toFormat(format).toBuffer();
      await expect(imageRenditions(bytes, { taken }), format).resolves.toMatchObject({ width: 64 });
    }
    for (const format of ["gif", "tiff"] as const) {
      const bytes = await picture.clone().toFormat(format).toBuffer();
      await expect(imageRenditions(bytes, { taken }), format).rejects.toBeInstanceOf(NotAnImage);
    }
  });

  it("turns a photo taken sideways upright, from its one decoding", async () => {
    const sideways = await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#2255aa" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { width, height, renditions } = await imageRenditions(new Uint8Array(sideways));
    expect({ width, height }).toEqual({ width: 600, height: 1000 });
    expect(renditions.map((each) => `${each.format}@${each.width}x${each.height}`).sort()).toEqual(
      ["avif@480x800", "avif@600x1000", "jpeg@480x800", "jpeg@600x1000", "webp@480x800", "webp@600x1000"].sort(),
    );
  });

  it("refuses a small file that claims 16,000 × 16,000 pixels, saying its size", async () => {
    // 256 million white pixels compress to well under a megabyte: the file is small, its pixels are not.
    const huge = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1_000_000);
    const refused = await imageRenditions(new Uint8Array(huge)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageTooLarge);
    expect(refused).toMatchObject({ width: 16_000, height: 16_000 });
    expect(16_000 * 16_000).toBeGreaterThan(maxImagePixels);
  });
});
